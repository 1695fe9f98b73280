import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createAdminYoga } from './admin/admin-yoga';
import { createTotpSecretBox, sealStoredTotpSecrets } from './admin/staff/totp-secret-box';
import { createServices } from './graphql/services';
import { createGatewayYoga, type GatewayYoga } from './graphql/yoga';
import { createPageCache } from './http/page-cache';
import { loadPageRenderer } from './http/pages';
import { layoutRevision } from './shop/layout-revision';
import { createHttpServer } from './http/server';
import { currentRevision } from './catalogue/catalogue-revision';
import { createDiskImageStorage } from './catalogue/images/image-storage';
import { createMailer } from './mail/mailer';
import { startPaymentExpiry } from './orders/payment-expiry';
import { startStockNotices } from './stock-notices/stock-notice.job';
import { createStockNoticeServices } from './stock-notices/stock-notices.wiring';
import { type Database, openDatabase } from './store/database';
import { migrateToLatest } from './store/migrate';
import { runSeeds } from './store/seed';

export interface Gateway {
  server: Server;
  yoga: GatewayYoga;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Opens and prepares the store: migrations, then sample data on a database that lacks it. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(config.database, logger, {
    preparedStatements: config.preparedStatements,
    replyReader: config.pgliteReplyReader,
  });
  try {
    const migrated = await migrateToLatest(database.db);
    if (migrated.length) logger.info({ migrations: migrated }, 'database migrated');
    const seeded = await runSeeds(database.db);
    if (seeded.length) logger.info({ seeds: seeded }, 'sample data seeded');
    // PGlite runs no autovacuum: after migrations or seeds rewrote rows, refresh the visibility map
    // (index-only scans) and the planner's statistics once (docs/decisions/016).
    if ((migrated.length || seeded.length) && database.engine === 'pglite')
      await sql`vacuum analyze`.execute(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Staff TOTP secrets are encrypted at rest (docs/decisions/044): secrets stored in plaintext by an
 * older gateway are sealed with the configured key before the back office serves.
 */
async function sealTotpSecrets(config: Config, database: Database, logger: Logger): Promise<void> {
  if (config.staffTotpKeyIsSample)
    logger.warn(
      'STAFF_TOTP_KEY is not set: staff TOTP secrets are encrypted with the development sample key (refused in production)',
    );
  const sealed = await sealStoredTotpSecrets(database.db, createTotpSecretBox(config.staffTotpKey));
  if (sealed) logger.info({ sealed }, 'staff TOTP secrets stored in plaintext were encrypted');
}

/** Starts the whole gateway and resolves once it listens. */
export async function startGateway(config: Config, logger: Logger): Promise<Gateway> {
  const database = await prepareDatabase(config, logger);
  await sealTotpSecrets(config, database, logger);
  const services = createServices(database.db, { config, logger });
  const yoga = createGatewayYoga({ config, database, logger, services });
  // The back office's API at /admin/graphql, on the same services (docs/decisions/031).
  const adminYoga = createAdminYoga({ config, database, logger, services });
  // Anonymous shoppers' pages kept a few seconds, per catalogue revision (docs/decisions/046).
  const pageCache =
    config.pageCacheSeconds > 0
      ? createPageCache({ ttlMs: config.pageCacheSeconds * 1000, redisUrl: config.redisUrl, logger })
      : null;
  const pages = await loadPageRenderer(config.webRoot, yoga, logger, {
    origin: config.pageOrigin,
    caching: pageCache && { pages: pageCache, revision: () => currentRevision(database.db) },
    // The layout's answers kept per language and layout revision (docs/decisions/046).
    layout: config.pageLayoutCache ? { revision: () => layoutRevision(database.db) } : null,
    // Render passes tried as one string first (docs/decisions/060).
    stringFirst: config.pageRenderString,
    // Its clients share what Apollo learns of each document (docs/decisions/063).
    shareDocuments: config.pageRenderShareDocuments,
  });
  const server = createHttpServer({
    yoga,
    adminYoga,
    database,
    logger,
    webRoot: config.webRoot,
    pages,
    trustProxyHops: config.trustProxyHops,
    images: createDiskImageStorage(config.imageDir),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // Unpaid UPI and bank-transfer orders expire at the end of their hold (docs/decisions/028).
  const expiry = startPaymentExpiry({
    db: database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger),
    logger,
    publicUrl: config.publicUrl,
    intervalMs: config.paymentExpiryInterval * 1000,
  });
  // Back-in-stock e-mails for requests the database marked due (docs/decisions/041).
  const stockNotices = startStockNotices(createStockNoticeServices(database.db, { config, logger }).stockNotices, {
    logger,
    intervalMs: config.stockNoticeInterval * 1000,
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  let closing: Promise<void> | null = null;
  return {
    server,
    yoga,
    database,
    url,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await expiry.stop();
        pageCache?.close();
        await stockNotices.stop();
        await adminYoga.dispose();
        await yoga.dispose();
        await database.close();
      })();
      return closing;
    },
  };
}
