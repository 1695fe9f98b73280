import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startGateway } from './app';
import { DatabaseLockedError } from './store/directory-lock';
import { DatabaseSetupError } from './store/postgres-setup';

/** Entry point of `npm start`: validated configuration, then the gateway, until a signal. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let gateway;
  try {
    gateway = await startGateway(config, logger);
  } catch (error) {
    if (error instanceof DatabaseLockedError || error instanceof DatabaseSetupError) {
      console.error(error.message);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: stop the other server or set PORT.`);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  }
  logger.info(
    { url: gateway.url, database: gateway.database.engine, graphiql: config.graphiql },
    `storefront and API listening on ${gateway.url} (GraphQL at ${gateway.url}/graphql)`,
  );

  // The embedded database cannot be reopened under requests in flight: a service manager starts a
  // fresh gateway instead (README, Configuration).
  void gateway.database.failed?.then((error) => {
    logger.fatal({ err: error }, 'the embedded database stopped: exiting so that the gateway can be started again');
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
