import sanitizeHtml from 'sanitize-html';

/**
 * What a post body may contain: text structure, emphasis, links, pictures and simple tables.
 * No scripts, styles, event handlers, frames or forms; links only to http(s), mail and
 * same-site paths, and every link opens without access to the blog page (`rel="noopener"`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : { ...attribs, rel: attribs.rel ?? 'noopener' },
    }),
  },
};

/** A post body safe to insert into the page as HTML. */
export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
