import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

/** The request being served, so that code without a context (error masking) can log its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Structured JSON logs on stdout, one object per line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  });
}
