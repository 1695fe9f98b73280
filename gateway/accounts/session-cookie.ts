import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'gp_session';
/** "Remember me" keeps the cookie 30 days; otherwise it ends with the browser and the server forgets it after 1 day. */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A browser that signed in to an account is known to it for a year (sign-in throttle, decision 027). */
export const DEVICE_COOKIE = 'gp_device';
export const DEVICE_SECONDS = 365 * 24 * 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(value: string): boolean {
  return TOKEN.test(value);
}

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The session token a request presents: `Authorization: Bearer` first, then the cookie. */
export function presentedToken(headers: Headers): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? parseCookies(headers.get('cookie')).get(SESSION_COOKIE);
  return token && isWellFormedToken(token) ? token : null;
}

/** The device token the browser presents (cookie only: API clients have no browser to remember). */
export function presentedDeviceToken(headers: Headers): string | null {
  const token = parseCookies(headers.get('cookie')).get(DEVICE_COOKIE);
  return token && isWellFormedToken(token) ? token : null;
}

/** HTTPS directly or behind a proxy that says so. */
export function isSecureRequest(url: string, headers: Headers): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return url.startsWith('https:') || forwarded === 'https';
}

/** Set-Cookie for a new session; without `remember` it is a browser-session cookie. */
export function sessionCookie(token: string, { remember, secure }: { remember: boolean; secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (remember) parts.push(`Max-Age=${REMEMBER_SECONDS}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie that marks this browser as one that signed in to the account. */
export function deviceCookie(token: string, { secure }: { secure: boolean }): string {
  const parts = [`${DEVICE_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${DEVICE_SECONDS}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
