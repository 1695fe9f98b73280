import { parseCookies } from '../../accounts/session-cookie';
import { isWellFormedToken } from '../../accounts/session-cookie';

/**
 * The staff session cookie (docs/decisions/031): its own name, sent only to /admin (the back
 * office and its API, never the shop's /graphql), SameSite=Strict, HttpOnly, Secure over HTTPS,
 * ending with the browser; the server forgets the session after 12 hours whatever the cookie says.
 */
export const STAFF_COOKIE = 'gp_staff';
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;
/** The first owner's set-password link and invitation links. */
export const SET_PASSWORD_SECONDS = 24 * 60 * 60;
export const INVITATION_SECONDS = 72 * 60 * 60;

export function presentedStaffToken(headers: Headers): string | null {
  const token = parseCookies(headers.get('cookie')).get(STAFF_COOKIE);
  return token && isWellFormedToken(token) ? token : null;
}

export function staffCookie(token: string, secure: boolean): string {
  const parts = [`${STAFF_COOKIE}=${token}`, 'Path=/admin', 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedStaffCookie(secure: boolean): string {
  const parts = [`${STAFF_COOKIE}=`, 'Path=/admin', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
