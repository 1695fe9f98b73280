import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { acquireRedis, type RedisLogger, releaseRedis } from '../rate-limit/rate-limiter';

/** A rendered page as kept: its status and HTML (compressed once per encoding, on first use). */
export interface CachedPage {
  status: number;
  html: string;
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * Anonymous shoppers' server-rendered pages, kept a short time (docs/decisions/046). The key holds
 * everything the page depends on (the catalogue revision, its address, language and currency), so
 * a page is never served after the catalogue has changed; pages for a shopper with a session never
 * get here (the renderer gives them no key). In this process's memory, and shared with the other
 * gateway processes through Redis when one is configured.
 */
export interface PageCache {
  get(key: string): Promise<CachedPage | null>;
  set(key: string, page: CachedPage): void;
  close(): void;
}

/** How many pages, and how many characters of HTML in all, one process keeps (about 60 KB each). */
const MAX_PAGES = 500;
const MAX_CHARACTERS = 32 * 1024 * 1024;
const REDIS_PREFIX = 'gp:page:';

export function createPageCache({
  ttlMs,
  redisUrl,
  logger,
}: {
  ttlMs: number;
  redisUrl: string | null;
  logger?: RedisLogger;
}): PageCache {
  const local = new LRUCache<string, CachedPage>({
    max: MAX_PAGES,
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    ttl: ttlMs,
  });
  const redis = redisUrl ? acquireRedis(redisUrl, logger) : null;
  // Keys can be long (a list's address with its filters): Redis gets their digest.
  const redisKey = (key: string) => REDIS_PREFIX + createHash('sha256').update(key).digest('base64url');

  return {
    async get(key) {
      const kept = local.get(key);
      if (kept || !redis) return kept ?? null;
      // Redis unreachable or a damaged entry: the page is rendered, as without a cache.
      const stored = await redis.get(redisKey(key)).catch(() => null);
      const page = stored ? parseStored(stored) : null;
      if (!page) return null;
      const left = await redis.pttl(redisKey(key)).catch(() => 0);
      if (left > 0) local.set(key, page, { ttl: Math.min(ttlMs, left) });
      return page;
    },
    set(key, page) {
      const kept: CachedPage = { status: page.status, html: page.html };
      local.set(key, kept);
      void redis?.set(redisKey(key), JSON.stringify(kept), 'PX', ttlMs).catch(() => undefined);
    },
    close() {
      local.clear();
      if (redisUrl) releaseRedis(redisUrl);
    },
  };
}

function parseStored(text: string): CachedPage | null {
  try {
    const value = JSON.parse(text) as Partial<CachedPage>;
    return typeof value.status === 'number' && typeof value.html === 'string'
      ? { status: value.status, html: value.html }
      : null;
  } catch {
    return null;
  }
}
