import sanitizeHtml from 'sanitize-html';

/** The HTML a product description may contain: text structure and safe links, nothing active. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'h3',
    'h4',
    'a',
    'table',
    'tbody',
    'tr',
    'td',
    'th',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'discard',
};

/** Sanitises catalogue HTML before it is stored (and so before it reaches a browser). */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
