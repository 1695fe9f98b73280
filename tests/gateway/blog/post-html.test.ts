import { describe, expect, it } from 'vitest';
import { POSTS } from '../../../gateway/catalogue/seed/blog';
import { sanitisePostHtml } from '../../../gateway/blog/post-html';

describe('sanitisePostHtml', () => {
  it('keeps every sample post unchanged', () => {
    for (const post of POSTS) expect(sanitisePostHtml(post.bodyHtml)).toBe(post.bodyHtml);
  });

  it('drops scripts, styles, frames, forms and event handlers', () => {
    const html =
      '<p style="color:red" onmouseover="x()">a</p><script>x()</script><style>p{}</style><iframe src="https://e"></iframe><form><input></form>';
    expect(sanitisePostHtml(html)).toBe('<p>a</p>');
  });

  it('keeps safe links and marks them noopener; drops javascript: and protocol-relative URLs', () => {
    expect(sanitisePostHtml('<a href="/shop/brakes">x</a>')).toBe('<a href="/shop/brakes" rel="noopener">x</a>');
    expect(sanitisePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitisePostHtml('<a href="//evil.example">x</a>')).toBe('<a rel="noopener">x</a>');
  });

  it('allows pictures from the site or https only', () => {
    expect(sanitisePostHtml('<img src="/images/blog/a.svg" alt="A">')).toBe('<img src="/images/blog/a.svg" alt="A" />');
    expect(sanitisePostHtml('<img src="data:image/png;base64,AA" alt="A">')).toBe('<img alt="A" />');
  });
});
