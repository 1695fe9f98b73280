import { requestLanguage } from '../translations/content-language';

/**
 * The layout's queries, sent by every server render beside the page's own (web/src/entry-server.tsx):
 * their answers depend on nothing but the content language and the layout revision
 * (gateway/shop/layout-revision.ts); none reads the viewer.
 */
export const LAYOUT_OPERATIONS: ReadonlySet<string> = new Set(['Departments', 'LayoutShop', 'Currencies', 'Languages']);

/** Answers kept per revision: the layout's few documents in each language; past this, none is added. */
const MAX_KEPT = 64;

interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface LayoutAnswersOptions {
  /** Answers a GraphQL request: the gateway's own Yoga, in the same process. */
  graphql: (request: Request) => Promise<Response>;
  /** The layout revision now (one short statement). */
  revision: () => Promise<string>;
  /** Whether the request may be answered with another shopper's answer (no session cookie). */
  shareable: (request: Request) => boolean;
}

/**
 * The server renderer's GraphQL requests, with the layout's answers kept (docs/decisions/046): a
 * request for one of LAYOUT_OPERATIONS without variables, from a request the renderer would share
 * (no cookie besides language and currency), is answered with the answer given before for the same
 * document and content language, as long as the layout revision has not moved since. The revision
 * is read once for the requests that arrive together (one render's layout queries start in one
 * turn of the event loop), so a change committed before a render started shows in it. Every other
 * request, and a kept answer's first request, goes to `graphql` as before: the same schema, the
 * same context. Only answers without errors are kept.
 */
export function layoutAnswers({ graphql, revision, shareable }: LayoutAnswersOptions): typeof fetch {
  let kept = new Map<string, Promise<KeptAnswer>>();
  let keptAt: string | null = null;
  let reading: Promise<string> | null = null;

  const revisionNow = () => {
    if (!reading) {
      reading = revision();
      // Requests of later turns read it again: a render that starts after a change sees it.
      setImmediate(() => (reading = null));
    }
    return reading;
  };

  return async (input, init) => {
    const request = new Request(input, init);
    const key = init?.body && typeof init.body === 'string' ? layoutKey(request, init.body) : null;
    if (key === null || !shareable(request)) return graphql(request);
    let now: string;
    try {
      now = await revisionNow();
    } catch {
      return graphql(request);
    }
    if (now !== keptAt) {
      kept = new Map();
      keptAt = now;
    }
    let answer = kept.get(key);
    if (!answer) {
      const asked = read(graphql(request));
      answer = asked;
      if (kept.size < MAX_KEPT) {
        const keptIn = kept;
        keptIn.set(key, asked);
        const forget = () => keptIn.get(key) === asked && keptIn.delete(key);
        asked.then(({ keep }) => keep || forget(), forget);
      }
    }
    const { status, contentType, body } = await answer;
    return new Response(body, { status, headers: { 'content-type': contentType } });
  };
}

/** An answer read whole; `keep`: one without errors, which may answer the same request again. */
async function read(response: Promise<Response>): Promise<KeptAnswer & { keep: boolean }> {
  const answer = await response;
  const body = await answer.text();
  const keep = answer.status === 200 && isAnswerWithoutErrors(body);
  return { status: answer.status, contentType: answer.headers.get('content-type') ?? 'application/json', body, keep };
}

function isAnswerWithoutErrors(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] } | null;
    return !!parsed?.data && !parsed.errors?.length;
  } catch {
    return false; // not JSON: passed on as it is, never kept
  }
}

/** The key of a layout query without variables (content language and body), else null. */
function layoutKey(request: Request, body: string): string | null {
  if (request.method !== 'POST') return null;
  let operation: { operationName?: unknown; variables?: unknown };
  try {
    operation = JSON.parse(body) as typeof operation;
  } catch {
    return null;
  }
  const { operationName, variables } = operation;
  if (typeof operationName !== 'string' || !LAYOUT_OPERATIONS.has(operationName)) return null;
  if (variables != null && (typeof variables !== 'object' || Object.keys(variables).length > 0)) return null;
  return `${requestLanguage(request)}\n${body}`;
}
