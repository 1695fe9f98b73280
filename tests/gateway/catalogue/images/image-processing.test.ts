/**
 * Uploaded pictures' checks (gateway/catalogue/images/image-processing.ts): a picture of more
 * megapixels than the shop takes is called too large, as the message says, even past sharp's own
 * pixel limit, where it was called "not a JPEG, PNG or WebP picture".
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processProductImage } from '../../../../gateway/catalogue/images/image-processing';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header says `width`×`height` (8-bit RGB); its pixels are never decoded by the check. */
function pngHeaderOf(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('processProductImage', () => {
  it.each([
    [20_000, 20_000],
    [10_000, 6_000],
  ])('calls a %i×%i picture too large', async (width, height) => {
    expect(await processProductImage(pngHeaderOf(width, height))).toBe('IMAGE_TOO_LARGE');
  });

  it('calls text not a picture, and takes a small PNG', async () => {
    expect(await processProductImage(new TextEncoder().encode('not a picture'))).toBe('IMAGE_TYPE');
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await processProductImage(small)).toMatchObject({ variants: expect.any(Array) });
  });
});
