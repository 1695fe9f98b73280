import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ImageStorage } from '../catalogue/images/image-storage';

/**
 * Sends an uploaded product image (catalogue/images): WebP, named by its content's hash, so it
 * is kept for a year; an unknown or malformed name is a 404.
 */
export async function serveUploadedImage(
  images: ImageStorage,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
): Promise<void> {
  try {
    const bytes = await images.get(name);
    res.setHeader('x-content-type-options', 'nosniff');
    if (!bytes) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      return void res.end('not found');
    }
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': bytes.byteLength,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  } catch (error) {
    logger.error({ err: error, name }, 'uploaded image could not be read');
    res.writeHead(500, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    res.end('error');
  }
}
