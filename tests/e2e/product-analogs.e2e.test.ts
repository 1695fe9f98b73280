import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../support/e2e';

/**
 * The product page as the server sends it (docs/decisions/068): "Analogs from other brands" only
 * when another brand's part of the type fits a vehicle the product fits; without any, the page
 * renders whole and leaves the section out.
 */
describe('analogs on the server-rendered product page', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const page = async (slug: string) => {
    const response = await fetch(`${app.url}/products/${slug}`, { headers: { 'accept-language': 'en-IN' } });
    return { status: response.status, html: await response.text() };
  };

  it('leaves the section out for the Creta brake pads, whose other brands fit only other vehicles', async () => {
    const { status, html } = await page('bosch-front-brake-pads-hyundai-creta');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Bosch Front Brake Pads/);
    expect(html).not.toContain('Analogs from other brands');
  });

  it('shows it with the parts that share a vehicle: car engine oils for a car engine oil', async () => {
    const { status, html } = await page('castrol-magnatec-5w-30-3-5l');
    expect(status).toBe(200);
    // The section runs from its heading to the related products' heading (or the page's end).
    const start = html.indexOf('Analogs from other brands');
    expect(start).toBeGreaterThan(0);
    const end = html.indexOf('Related products', start);
    const section = html.slice(start, end < 0 ? undefined : end);
    expect(section).toContain('/products/mobil-1-0w-40-4l');
    expect(section).not.toContain('/products/motul-7100-4t-10w-50-1l');
  });
});
