import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { createExpensiveGate } from './limits/expensive-gate';
import { limitError, type LimitCode } from './limits/limit-error';
import { LIST_SIZES, type ListSize } from './limits/list-sizes';
import { parseLimits } from './limits/parse-limits';
import { requestBudget } from './limits/request-budget';

/** Limits every operation must stay within (depth, aliases, tokens, cost, directives; docs/decisions/027). */
export const OPERATION_LIMITS = {
  maxDepth: 12,
  maxAliases: 20,
  maxTokens: 4000,
  /** Brackets, braces and parentheses inside one another (selections, lists, objects). */
  maxNesting: 40,
  /** Estimated cost of one operation: fields times list sizes (limits/query-cost.ts). */
  maxCost: 50_000,
  /** Estimated cost of all operations of one request (a batch). */
  maxBatchCost: 100_000,
  /** Characters of one operation's result data. */
  maxResponseChars: 4_000_000,
  maxDirectives: 30,
  maxBatch: 10,
  /** Bytes of a request body: ten operations of maxTokens with their variables fit many times over. */
  maxBodyBytes: 1_000_000,
  /** Operations costing at least this take turns (EXPENSIVE_OPERATIONS at a time; limits/expensive-gate.ts). */
  expensiveCost: 5_000,
  /** Expensive operations waiting for their turn; more answer SERVER_BUSY (503). */
  maxExpensiveQueued: 16,
} as const;

/** Armor's own rejections start "Syntax Error" and carry no code; ours name the limit (limit-error.ts). */
const rejectAs =
  (code: LimitCode, what: string, limit: number) =>
  (_context: unknown, error: Error): never => {
    const found = /found (\d+)/.exec(error.message)?.[1];
    throw limitError(code, `${what} limit of ${limit} exceeded${found ? `, found ${found}` : ''}.`, { limit });
  };

/** `expensiveOperations`: how many expensive operations run at once (config EXPENSIVE_OPERATIONS; 0: no turns). */
export function securityPlugins(
  isProduction: boolean,
  expensiveOperations = 1,
  sizes: Record<string, ListSize> = LIST_SIZES,
  maxBodyBytes: number = OPERATION_LIMITS.maxBodyBytes,
): Plugin[] {
  const L = OPERATION_LIMITS;
  const armor = EnvelopArmorPlugin({
    maxDepth: {
      n: L.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      onReject: [rejectAs('MAX_DEPTH_EXCEEDED', 'Depth', L.maxDepth)],
    },
    maxAliases: { n: L.maxAliases, onReject: [rejectAs('MAX_ALIASES_EXCEEDED', 'Alias', L.maxAliases)] },
    // Tokens and nesting: parseLimits; cost: requestBudget (list sizes, which armor does not know).
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDirectives: {
      n: L.maxDirectives,
      onReject: [rejectAs('MAX_DIRECTIVES_EXCEEDED', 'Directive', L.maxDirectives)],
    },
    // "Did you mean …?" hints reveal the schema; keep them for developers only.
    blockFieldSuggestion: { enabled: isProduction },
  });
  const plugins: Plugin[] = [
    parseLimits(L.maxTokens, L.maxNesting),
    armor as Plugin,
    requestBudget({
      maxCost: L.maxCost,
      maxBatchCost: L.maxBatchCost,
      maxResponseChars: L.maxResponseChars,
      sizes,
      gate: createExpensiveGate({
        minCost: L.expensiveCost,
        concurrency: expensiveOperations,
        maxQueued: L.maxExpensiveQueued,
      }),
    }),
    csrfPrevention(),
  ];
  if (isProduction) plugins.push(noIntrospection());
  // Yoga registers its request parsers before any plugin of ours, so this wraps the one chosen.
  plugins.push(bodySizeLimit(maxBodyBytes), queryParametersAreJson());
  return plugins;
}

const tooLarge = () =>
  createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

/**
 * Request bodies over `limit` bytes are refused with 413 (Yoga's own limit, maxRequestBodySize,
 * is off: it pipes every body through a TransformStream, which cost ~0.1 ms per request, a third
 * of a bare `{ __typename }`; docs/decisions/019).
 * - A Content-Length that is not one plain number: 400, before the body is read.
 * - A Content-Length over the limit: 413, before the body is read. Under it, the body is read as
 *   it is: Node's HTTP parser delivers exactly that many bytes, and refuses a request that also
 *   says Transfer-Encoding.
 * - A body without a length (chunked) is counted while it is read, and fails past the limit.
 */
export function bodySizeLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!/^\d+$/.test(length))
          throw createGraphQLError('Content-Length header is invalid.', {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((unread) => {
        let read = 0;
        // A native stream (Node's Request) needs the native TransformStream (graphql-yoga#4583).
        const Transform = unread.body instanceof ReadableStream ? TransformStream : fetchAPI.TransformStream;
        const counted = unread.body!.pipeThrough(
          new Transform<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        const init = { method: unread.method, headers: unread.headers, signal: unread.signal, body: counted };
        return requestParser(new fetchAPI.Request(unread.url, { ...init, duplex: 'half' } as RequestInit));
      });
    },
  };
}

/** Introspection is a development aid; production clients use the published SDL. */
function noIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * CSRF prevention: a cross-site page can only send "simple" requests without a CORS preflight.
 * POSTs must therefore be JSON (or carry a custom header, which forces a preflight); GET can
 * only run queries, which change nothing. Session cookies are also SameSite=Lax.
 */
function csrfPrevention(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const simple = type === '' || SIMPLE_CONTENT_TYPES.includes(type);
      if (simple && !request.headers.has('x-csrf-prevention')) {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({
              errors: [
                createGraphQLError('POST requests must have Content-Type: application/json', {
                  extensions: { code: 'CSRF_PREVENTED' },
                }).toJSON(),
              ],
            }),
            { status: 415, headers: { 'content-type': 'application/json' } },
          ),
        );
      }
    },
  };
}

/**
 * A GET request's `variables` and `extensions` parameters must be JSON: Yoga parses them with a
 * bare JSON.parse, whose SyntaxError became a masked INTERNAL_SERVER_ERROR logged at error level.
 * Such a request is the client's mistake: 400 BAD_REQUEST, as a POST body that is not JSON.
 */
export function queryParametersAreJson(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'GET') return;
      const parameters = new URL(request.url).searchParams;
      for (const name of ['variables', 'extensions']) {
        const value = parameters.get(name);
        if (value === null) continue;
        try {
          JSON.parse(value);
        } catch {
          throw createGraphQLError(`Query parameter "${name}" is not valid JSON.`, {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        }
      }
    },
  };
}
