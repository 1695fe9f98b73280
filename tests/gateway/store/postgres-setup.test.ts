import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseSetupError, ensurePostgresDatabase, setupMessage } from '../../../gateway/store/postgres-setup';

const adminUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const urlFor = (database: string, user?: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  if (user) url.username = user;
  return url.toString();
};

describe('PostgreSQL set-up', () => {
  it('says in one line that nothing answers, without a stack trace', async () => {
    const error = await ensurePostgresDatabase('postgres://shop@127.0.0.1:1/shop').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseSetupError);
    expect((error as Error).message).toBe(
      'PostgreSQL does not answer at 127.0.0.1:1 (ECONNREFUSED): start it, or fix DATABASE_URL.',
    );
  });

  it('leaves errors that are not configuration mistakes alone', () => {
    expect(setupMessage({ code: '57P01' }, 'postgres://u@h/db')).toBeNull();
    expect(setupMessage(new Error('boom'), 'postgres://u@h/db')).toBeNull();
  });

  describe.runIf(adminUrl)('on a server', () => {
    const suffix = randomBytes(5).toString('hex');
    const created = `storefront_setup_${suffix}`;
    const refused = `storefront_refused_${suffix}`;
    const role = `storefront_nocreate_${suffix}`;
    afterAll(async () => {
      await admin(`drop database if exists ${created} with (force)`);
      await admin(`drop role if exists ${role}`);
    });

    it('creates a missing database when the user may, once', async () => {
      expect(await ensurePostgresDatabase(urlFor(created))).toBe(true);
      expect(await ensurePostgresDatabase(urlFor(created))).toBe(false);
    });

    it('says what to run when the user may not create it', async () => {
      await admin(`create role ${role} login nocreatedb`);
      const error = await ensurePostgresDatabase(urlFor(refused, role)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseSetupError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^PostgreSQL database "${refused}" does not exist .* may not create it: run \`createdb .* -O ${role} ${refused}\`, then start again\\.$`,
        ),
      );
    });
  });
});
