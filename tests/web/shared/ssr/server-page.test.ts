import { describe, expect, it } from 'vitest';
import { ServerPage } from '@web/shared/ssr/server-page';

/** A page's status found only while it rendered, after the head had left (docs/decisions/053). */
describe('ServerPage.statusAfterHead', () => {
  it('is nothing when the status was known before the head left', () => {
    const page = new ServerPage('https://shop.example/products/missing');
    page.setStatus(404);
    expect(page.statusAfterHead(404)).toBeNull();
    expect(page.meta.has('robots')).toBe(false);
  });

  it('tells robots not to index a page whose 404 was found only while rendering, and reports it', () => {
    const page = new ServerPage('https://shop.example/catalog/gone');
    page.setTitle('Page Not Found — GaadiParts');
    page.setStatus(404);
    expect(page.statusAfterHead(200)).toBe('status 404 known only as the page rendered, after the head (200)');
    expect(page.meta.get('robots')).toEqual({ attribute: 'name', content: 'noindex' });
  });
});
