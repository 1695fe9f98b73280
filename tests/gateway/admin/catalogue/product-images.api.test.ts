/**
 * A picture uploaded for a product is checked by its content, resized to each width the shop
 * shows, stored on disk behind the ImageStorage, named on the product, and served by the gateway
 * at the address the shop reads (`images { url }`).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminImagesService } from '../../../../gateway/admin/catalogue/admin-images.service';
import { type Gateway, startGateway } from '../../../../gateway/app';
import { loadConfig } from '../../../../gateway/config';
import { PRODUCT_IMAGE_WIDTHS } from '../../../../gateway/catalogue/images/image-names';
import { createDiskImageStorage } from '../../../../gateway/catalogue/images/image-storage';

const SLUG = 'bosch-front-brake-pads-hyundai-creta';

describe('product image upload', () => {
  let gateway: Gateway;
  let imageDir: string;
  let images: ReturnType<typeof createAdminImagesService>;
  let productId: number;

  const shopImages = async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ product(slug: "${SLUG}") { id images { url } } }` }),
    });
    const { data } = (await res.json()) as { data: { product: { id: string; images: { url: string }[] } } };
    return data.product;
  };

  beforeAll(async () => {
    imageDir = mkdtempSync(join(tmpdir(), 'gaadiparts-images-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      WEB_ROOT: '',
      IMAGE_DIR: imageDir,
      NODE_ENV: 'test',
    });
    gateway = await startGateway(config, pino({ level: 'silent' }));
    images = createAdminImagesService(gateway.database.db, createDiskImageStorage(imageDir));
    productId = Number((await shopImages()).id);
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(imageDir, { recursive: true, force: true });
  });

  it('resizes a JPEG to every width, stores it, adds it to the product and serves it', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c03020' } })
      .jpeg()
      .toBuffer();
    const before = await shopImages();
    const added = await images.add(productId, photo);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const url = added.urls.after.at(-1)!;
    expect(url).toMatch(/^\/images\/products\/uploads\/[0-9a-f]{32}-900\.webp$/);
    expect((await shopImages()).images.map((i) => i.url)).toEqual([...before.images.map((i) => i.url), url]);
    expect(readdirSync(imageDir).sort()).toEqual(
      PRODUCT_IMAGE_WIDTHS.map((w) => url.split('/').at(-1)!.replace('-900', `-${w}`)).sort(),
    );

    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const res = await fetch(`${gateway.url}${url.replace('-900', `-${width}`)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    expect((await fetch(`${gateway.url}/images/products/uploads/${'0'.repeat(32)}-900.webp`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/images/products/uploads/..%2F..%2Fpackage.json`)).status).toBe(404);

    const removed = await images.remove(productId, url);
    expect(removed.ok && removed.urls.after).toEqual(before.images.map((i) => i.url));
  });

  it('refuses what is not a JPEG, PNG or WebP picture by its content, and pictures too large', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    const cut = png.subarray(0, 60);
    const text = Buffer.from('name,price\nbrake pads,1899\n');
    for (const bytes of [svg, cut, text])
      expect(await images.add(productId, bytes)).toEqual({
        ok: false,
        errors: [{ code: 'IMAGE_TYPE', field: ['file'] }],
      });
    expect(await images.add(productId, new Uint8Array(11 * 1024 * 1024))).toEqual({
      ok: false,
      errors: [{ code: 'IMAGE_TOO_LARGE', field: ['file'] }],
    });
    expect(await images.add(999_999, png)).toEqual({
      ok: false,
      errors: [{ code: 'PAGE_NOT_FOUND', field: ['productId'] }],
    });
  });
});
