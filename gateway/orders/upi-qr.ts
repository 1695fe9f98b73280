/**
 * The QR code of a `upi://pay` link, drawn by the gateway (no outside service): a PNG that every
 * UPI app scans. Error correction M and a 4-module quiet zone, as printed UPI QR codes use.
 */
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, width: 264 } as const;

/** The QR code as PNG bytes. */
export function upiQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...OPTIONS, type: 'png' });
}

/** The QR code as a PNG data URL, for an <img> on the order's pages. */
export async function upiQrDataUrl(link: string): Promise<string> {
  return `data:image/png;base64,${(await upiQrPng(link)).toString('base64')}`;
}
