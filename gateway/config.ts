import { z } from 'zod';

/** Where the gateway keeps its data: PGlite on disk or in memory, or a PostgreSQL server. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  redisUrl: string | null;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** GraphiQL, introspection and field suggestions for developers (GRAPHIQL; on unless NODE_ENV=production). */
  graphiql: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built web app that the gateway serves; null serves no web app. */
  webRoot: string | null;
  /** Public origin of the shop, used in links sent by e-mail. */
  publicUrl: string;
  /** PUBLIC_URL when set: the origin of addresses in server-rendered pages (og:url); else the request's Host. */
  pageOrigin: string | null;
  smtpUrl: string | null;
  /** Folder where e-mails are written when no SMTP server is configured. */
  outboxDir: string;
  /** Folder of the product images uploaded through the back office (docs/decisions/032). */
  imageDir: string;
  /** Multiplies the anonymous request limits (gateway/rate-limit/request-limits.ts); 1 unless a test raises it. */
  requestLimitScale: number;
  /** Reverse proxies in front of the gateway whose X-Forwarded-For entries are trusted (0: none). */
  trustProxyHops: number;
  /** Facet counts from the in-memory index (docs/decisions/018); off counts every list in SQL. */
  facetIndex: boolean;
  /** The facet index also finds the page of category lists sorted by date or price (list-strategy.ts). */
  facetIndexPages: boolean;
  /** PostgreSQL only: repeated statements run as prepared statements (docs/decisions/019). */
  preparedStatements: boolean;
  /** PGlite: rows of prepared reads read by the worker's own reply reader (pglite-worker.ts). */
  pgliteReplyReader: boolean;
  /** Search and product-page statements built and compiled once, run with each call's values (store/statements.ts). */
  statementBuildOnce: boolean;
  /** `Product.compatibleModels` from the groups the database keeps (product_fitting_models, docs/decisions/059); off groups the vehicles when read. */
  fitmentTable: boolean;
  /** Expensive operations (cost ≥ 5,000) running at once; 0 lets them all run together (docs/decisions/027). */
  expensiveOperations: number;
  /** Seconds between runs of the job that expires unpaid orders (docs/decisions/028). */
  paymentExpiryInterval: number;
  /** Seconds between runs of the job that sends back-in-stock e-mails (docs/decisions/041). */
  stockNoticeInterval: number;
  /** Milliseconds a request may run before no further resolver starts (docs/decisions/027). */
  requestTimeBudgetMs: number;
  /** 32-byte key sealing staff TOTP secrets at rest (STAFF_TOTP_KEY, docs/decisions/044). */
  staffTotpKey: Buffer;
  /** True while the key is the development sample (refused in production). */
  staffTotpKeyIsSample: boolean;
  /** Seconds an anonymous shopper's server-rendered page is kept for the next ones; 0: never (docs/decisions/046). */
  pageCacheSeconds: number;
  /** The server renderer's layout answers kept per language and layout revision (docs/decisions/046); off asks each time. */
  pageLayoutCache: boolean;
  /** Server render passes tried as one string first (docs/decisions/060); off: React's prerender stream only. */
  pageRenderString: boolean;
  /** The server renderer's Apollo clients share what Apollo learns of each document (docs/decisions/063); off: each its own. */
  pageRenderShareDocuments: boolean;
}

const DEFAULT_DATA_DIR = '.data/pglite';

/**
 * The development key for staff TOTP secrets: visibly a sample (its 32 bytes spell it), never
 * accepted in production, where STAFF_TOTP_KEY must be set.
 */
export const SAMPLE_STAFF_TOTP_KEY = Buffer.from('SAMPLE TOTP KEY, NOT FOR USE! 00').toString('hex');

const databaseUrl = z
  .string()
  .optional()
  .transform((value, ctx): DatabaseTarget => {
    if (value === undefined || value === '') return { kind: 'pglite', dataDir: DEFAULT_DATA_DIR };
    if (value === 'memory://') return { kind: 'pglite-memory' };
    if (value.startsWith('file://')) return { kind: 'pglite', dataDir: value.slice('file://'.length) };
    if (/^postgres(ql)?:\/\/.+/.test(value)) return { kind: 'postgres', url: value };
    ctx.addIssue({
      code: 'custom',
      message: 'must be empty (PGlite in .data/), memory://, file://<dir> or postgres://user@host:port/db',
    });
    return z.NEVER;
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: databaseUrl,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must look like redis://host:6379')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GRAPHIQL: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().default('dist/web'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must look like smtp://user:pass@host:587')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  IMAGE_DIR: z.string().min(1).default('.data/images'),
  REQUEST_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  FACET_INDEX: z.enum(['on', 'off']).default('on'),
  FACET_INDEX_PAGES: z.enum(['on', 'off']).default('on'),
  PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  PGLITE_REPLY_READER: z.enum(['on', 'off']).default('on'),
  STATEMENT_BUILD_ONCE: z.enum(['on', 'off']).default('on'),
  FITMENT_TABLE: z.enum(['on', 'off']).default('on'),
  EXPENSIVE_OPERATIONS: z.coerce.number().int().min(0).max(64).default(1),
  PAYMENT_EXPIRY_INTERVAL: z.coerce.number().int().min(1).max(3600).default(30),
  STOCK_NOTICE_INTERVAL: z.coerce.number().int().min(1).max(3600).default(60),
  REQUEST_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  STAFF_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes): openssl rand -hex 32')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  PAGE_LAYOUT_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_RENDER_STRING: z.enum(['on', 'off']).default('on'),
  PAGE_RENDER_SHARE_DOCUMENTS: z.enum(['on', 'off']).default('on'),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && (e.STAFF_TOTP_KEY === undefined || e.STAFF_TOTP_KEY === SAMPLE_STAFF_TOTP_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  STAFF_TOTP_KEY is not set: in production the key that encrypts staff second-factor (TOTP) secrets is required, 64 hexadecimal characters, e.g. from `openssl rand -hex 32`. Keep it: secrets sealed with it cannot be read without it.',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL,
    redisUrl: e.REDIS_URL ?? null,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    graphiql: (e.GRAPHIQL ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT === '' ? null : e.WEB_ROOT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    pageOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    smtpUrl: e.SMTP_URL ?? null,
    outboxDir: e.OUTBOX_DIR,
    imageDir: e.IMAGE_DIR,
    requestLimitScale: e.REQUEST_LIMIT_SCALE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    facetIndex: e.FACET_INDEX === 'on',
    facetIndexPages: e.FACET_INDEX_PAGES === 'on',
    preparedStatements: e.PREPARED_STATEMENTS === 'on',
    pgliteReplyReader: e.PGLITE_REPLY_READER === 'on',
    statementBuildOnce: e.STATEMENT_BUILD_ONCE === 'on',
    fitmentTable: e.FITMENT_TABLE === 'on',
    expensiveOperations: e.EXPENSIVE_OPERATIONS,
    paymentExpiryInterval: e.PAYMENT_EXPIRY_INTERVAL,
    stockNoticeInterval: e.STOCK_NOTICE_INTERVAL,
    requestTimeBudgetMs: e.REQUEST_TIME_BUDGET_MS,
    staffTotpKey: Buffer.from(e.STAFF_TOTP_KEY ?? SAMPLE_STAFF_TOTP_KEY, 'hex'),
    staffTotpKeyIsSample: (e.STAFF_TOTP_KEY ?? SAMPLE_STAFF_TOTP_KEY).toLowerCase() === SAMPLE_STAFF_TOTP_KEY,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    pageLayoutCache: e.PAGE_LAYOUT_CACHE === 'on',
    pageRenderString: e.PAGE_RENDER_STRING === 'on',
    pageRenderShareDocuments: e.PAGE_RENDER_SHARE_DOCUMENTS === 'on',
  };
}
