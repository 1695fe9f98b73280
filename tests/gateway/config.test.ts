import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SAMPLE_STAFF_TOTP_KEY } from '../../gateway/config';

const KEY = 'a1'.repeat(32);

describe('loadConfig', () => {
  it('defaults to port 4000 and PGlite in .data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data/pglite' });
    expect(config.redisUrl).toBeNull();
    expect(config.isProduction).toBe(false);
  });

  it('reads memory://, postgres:// and production settings', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite-memory' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/shop',
    });
    const prod = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STAFF_TOTP_KEY: KEY,
    });
    expect(prod).toMatchObject({ isProduction: true, port: 8080, redisUrl: 'redis://127.0.0.1:6379' });
  });

  it('turns GraphiQL (and introspection) on outside production unless GRAPHIQL says otherwise', () => {
    expect(loadConfig({}).graphiql).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', STAFF_TOTP_KEY: KEY }).graphiql).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHIQL: 'on', STAFF_TOTP_KEY: KEY }).graphiql).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', GRAPHIQL: 'off' }).graphiql).toBe(false);
    expect(() => loadConfig({ GRAPHIQL: 'yes' })).toThrow('GRAPHIQL="yes"');
  });

  it('takes the origin of server-rendered pages from PUBLIC_URL only when it is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/store' }).pageOrigin).toBe('https://shop.example');
    expect(loadConfig({}).pageOrigin).toBeNull();
  });

  it('turns the facet index, prepared statements, the reply reader, statements built once, the fitment table, string renders and shared documents on unless set to off', () => {
    expect(loadConfig({})).toMatchObject({
      facetIndex: true,
      preparedStatements: true,
      pgliteReplyReader: true,
      statementBuildOnce: true,
      fitmentTable: true,
      pageRenderString: true,
      pageRenderShareDocuments: true,
    });
    expect(
      loadConfig({
        FACET_INDEX: 'off',
        PREPARED_STATEMENTS: 'off',
        PGLITE_REPLY_READER: 'off',
        STATEMENT_BUILD_ONCE: 'off',
        FITMENT_TABLE: 'off',
        PAGE_RENDER_STRING: 'off',
        PAGE_RENDER_SHARE_DOCUMENTS: 'off',
      }),
    ).toMatchObject({
      facetIndex: false,
      preparedStatements: false,
      pgliteReplyReader: false,
      statementBuildOnce: false,
      fitmentTable: false,
      pageRenderString: false,
      pageRenderShareDocuments: false,
    });
    expect(() => loadConfig({ PREPARED_STATEMENTS: 'yes' })).toThrow('PREPARED_STATEMENTS="yes"');
  });

  it('names every bad variable in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="mysql://x"');
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it('takes the key of staff TOTP secrets from STAFF_TOTP_KEY: a visible sample in development, required in production', () => {
    const development = loadConfig({});
    expect(development.staffTotpKeyIsSample).toBe(true);
    expect(development.staffTotpKey.toString()).toContain('SAMPLE');
    expect(development.staffTotpKey.toString('hex')).toBe(SAMPLE_STAFF_TOTP_KEY);
    const set = loadConfig({ STAFF_TOTP_KEY: KEY });
    expect(set).toMatchObject({ staffTotpKeyIsSample: false, staffTotpKey: Buffer.from(KEY, 'hex') });
    expect(() => loadConfig({ STAFF_TOTP_KEY: 'abc' })).toThrow(
      'STAFF_TOTP_KEY="abc": must be 64 hexadecimal characters',
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STAFF_TOTP_KEY is not set.*openssl rand -hex 32/);
    expect(() => loadConfig({ NODE_ENV: 'production', STAFF_TOTP_KEY: SAMPLE_STAFF_TOTP_KEY })).toThrow(
      'STAFF_TOTP_KEY',
    );
  });
});
