import pg from 'pg';

/**
 * A configuration mistake about PostgreSQL (unreachable server, refused user, a database that is
 * missing and may not be created): one line saying what to do, no stack trace (main.ts prints it).
 */
export class DatabaseSetupError extends Error {
  override name = 'DatabaseSetupError';
}

interface PgError {
  code?: string;
  message?: string;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Where a postgres:// URL points, for messages (never its password). */
export function describeUrl(url: string): { host: string; port: string; user: string; database: string } {
  const u = new URL(url);
  return {
    host: u.hostname || 'localhost',
    port: u.port || '5432',
    user: decodeURIComponent(u.username) || process.env.PGUSER || 'postgres',
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
  };
}

/** The one-line message for an error met while connecting, or null when it is not a setup mistake. */
export function setupMessage(error: unknown, url: string): string | null {
  const { host, port, user, database } = describeUrl(url);
  const { code, message } = (error ?? {}) as PgError;
  switch (code) {
    case 'ECONNREFUSED':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `PostgreSQL does not answer at ${host}:${port} (${code}): start it, or fix DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `PostgreSQL host "${host}" is unknown (${code}): fix DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused user "${user}" at ${host}:${port} (${message}): fix the user or password in DATABASE_URL.`;
    case '3D000':
      return `PostgreSQL database "${database}" does not exist at ${host}:${port} and user "${user}" may not create it: run \`createdb -h ${host} -p ${port} -U <a user who may> -O ${user} ${database}\`, then start again.`;
    default:
      return null;
  }
}

/**
 * Makes sure the database DATABASE_URL names exists: when the server says it does not (3D000),
 * creates it from the `postgres` maintenance database if the user may (CREATEDB); otherwise, and
 * for every other configuration mistake, throws DatabaseSetupError. Returns whether it created it.
 */
export async function ensurePostgresDatabase(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await probe.connect();
    return false;
  } catch (error) {
    if ((error as PgError).code !== '3D000') throw setupError(error, url);
  } finally {
    await probe.end().catch(() => {});
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${quoteIdent(describeUrl(url).database)}`);
    return true;
  } catch (error) {
    const code = (error as PgError).code;
    // Created by another process meanwhile: fine.
    if (code === '42P04') return false;
    // No right to create it (42501), or no maintenance database to connect to: say what to run.
    throw new DatabaseSetupError(setupMessage({ code: '3D000' }, url)!);
  } finally {
    await admin.end().catch(() => {});
  }
}

function setupError(error: unknown, url: string): unknown {
  const message = setupMessage(error, url);
  return message ? new DatabaseSetupError(message) : error;
}
