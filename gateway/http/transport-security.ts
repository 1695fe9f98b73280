/** Browsers keep to HTTPS for a year once they have seen the shop over HTTPS (no subdomains: they are not ours to decide). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the request reached the shop over HTTPS. The gateway itself speaks plain HTTP, so only a
 * trusted reverse proxy (TRUST_PROXY_HOPS > 0) can say so, in X-Forwarded-Proto; the value read is
 * the one the outermost trusted proxy wrote (counted from the right, as X-Forwarded-For), so a
 * client's own header is never believed. Without trusted proxies the header is ignored.
 */
export function cameOverHttps(forwardedProto: string | string[] | undefined, trustedHops: number): boolean {
  if (trustedHops === 0 || forwardedProto === undefined) return false;
  const nearestFirst = [forwardedProto]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .reverse();
  if (!nearestFirst.length) return false;
  return nearestFirst[Math.min(trustedHops, nearestFirst.length) - 1] === 'https';
}
