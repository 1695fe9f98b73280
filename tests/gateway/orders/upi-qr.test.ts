import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { upiQrDataUrl, upiQrPng } from '../../../gateway/orders/upi-qr';
import { upiPayLink } from '../../../rules/payments/upi-link';

/** Reads a QR code from PNG bytes, as a phone's camera would. */
function decode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe('UPI QR code', () => {
  it.each([
    ['a Latin name', 'GaadiParts Retail (SAMPLE)', 24_900],
    ['a Devanagari name', 'गाड़ी पार्ट्स', 42_001_300],
    ['a Tamil name', 'காடி பார்ட்ஸ்', 1],
  ])('decodes back to the same upi://pay link for %s', async (_case, payeeName, amount) => {
    const link = upiPayLink({ vpa: 'gaadiparts.sample@example', payeeName, amount, reference: 'GP-1042' });
    expect(decode(await upiQrPng(link))).toBe(link);
  });

  it('is a PNG data URL for the order pages', async () => {
    const link = upiPayLink({ vpa: 'shop@okhdfcbank', payeeName: 'Shop', amount: 100, reference: 'GP-1' });
    const url = await upiQrDataUrl(link);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(decode(Buffer.from(url.split(',')[1]!, 'base64'))).toBe(link);
  });
});
