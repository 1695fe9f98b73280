import type { Plugin } from 'graphql-yoga';
import type { UserRow } from './accounts.mappers';
import {
  clearedSessionCookie,
  isSecureRequest,
  presentedDeviceToken,
  presentedToken,
  sessionCookie,
} from './session-cookie';
import type { SessionStore } from './sessions';

/** The request's credentials and the session cookie to send back, shared by the resolvers of one request. */
export interface RequestAuth {
  /** Session the request presented (cookie or bearer), if it is valid. */
  sessionId: string | null;
  /** Client address for rate limits. */
  clientAddress: string;
  /** The browser's device token (`gp_device`), if it presents a well-formed one; see sign-in-throttle.ts. */
  deviceToken: string | null;
  /** Whether cookies get the Secure attribute. */
  secure: boolean;
  /** Set-Cookie values for the response, in order. */
  responseCookies: string[];
}

interface ServerContextLike {
  req?: { socket?: { remoteAddress?: string } };
}

/** Every operation of a (batched) request gets its own RequestAuth; the response carries all their cookies. */
const pending = new WeakMap<Request, RequestAuth[]>();

export function startSession(auth: RequestAuth, session: { id: string; token: string; remember: boolean }): void {
  auth.sessionId = session.id;
  auth.responseCookies.push(sessionCookie(session.token, { remember: session.remember, secure: auth.secure }));
}

export function endSession(auth: RequestAuth): void {
  auth.sessionId = null;
  auth.responseCookies.push(clearedSessionCookie({ secure: auth.secure }));
}

/**
 * The shopper's address for rate limits. With `trustedHops` reverse proxies in front (config
 * TRUST_PROXY_HOPS), each appends the address it received the request from to X-Forwarded-For, so
 * the client is the entry that many hops back from the socket's peer; entries further left were
 * written by the client and could be anything. Without trusted proxies the header is ignored.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedHops: number,
): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedHops === 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket's peer, then what each trusted proxy was told.
  const nearestFirst = [socket, ...chain.reverse()];
  return nearestFirst[Math.min(trustedHops, nearestFirst.length - 1)]!;
}

/** The address of the client that sent the request (`clientAddressOf`, from the node:http socket Yoga was given). */
export function requestClientAddress(request: Request, serverContext: object, trustedHops: number): string {
  return clientAddressOf(
    (serverContext as ServerContextLike).req?.socket?.remoteAddress,
    request.headers.get('x-forwarded-for'),
    trustedHops,
  );
}

/**
 * Reads the session of a request (bearer header or cookie) and finds its shopper. A request that
 * presents an unknown or expired session is anonymous, and its stale cookie is cleared.
 */
export async function authenticate(
  sessions: SessionStore,
  request: Request,
  serverContext: object,
  trustedHops = 0,
): Promise<{ viewer: UserRow | null; auth: RequestAuth }> {
  const auth: RequestAuth = {
    sessionId: null,
    clientAddress: requestClientAddress(request, serverContext, trustedHops),
    deviceToken: presentedDeviceToken(request.headers),
    secure: isSecureRequest(request.url, request.headers),
    responseCookies: [],
  };
  pending.set(request, [...(pending.get(request) ?? []), auth]);
  const token = presentedToken(request.headers);
  if (!token) return { viewer: null, auth };
  const found = await sessions.find(token);
  if (!found) {
    if (!request.headers.has('authorization')) endSession(auth);
    return { viewer: null, auth };
  }
  auth.sessionId = found.sessionId;
  return { viewer: found.user, auth };
}

/** Adds the Set-Cookie headers the resolvers asked for to the response. */
export function sessionCookiePlugin(onDispose: () => Promise<void>): Plugin {
  return {
    onDispose,
    onResponse({ request, response }) {
      const cookies = pending.get(request)?.flatMap((auth) => auth.responseCookies) ?? [];
      if (!cookies.length) return;
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
      response.headers.set('cache-control', 'no-store');
    },
  };
}
