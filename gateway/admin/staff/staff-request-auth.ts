import { requestClientAddress } from '../../accounts/request-auth';
import { isSecureRequest } from '../../accounts/session-cookie';
import { presentedStaffToken, clearedStaffCookie } from './staff-session-cookie';
import type { StaffSessions } from './staff-sessions';
import type { StaffRow } from './staff.mappers';

/** The request's staff session and the cookies to send back (shared by one request's resolvers). */
export interface StaffRequestAuth {
  sessionId: string | null;
  /** Client address for sign-in limits. */
  clientAddress: string;
  secure: boolean;
  responseCookies: string[];
}

/**
 * Reads the staff session cookie (never a shopper's session, never a bearer header: the back
 * office is a browser app on the shop's own origin). An unknown or expired session is anonymous
 * and its cookie is cleared.
 */
export async function authenticateStaff(
  sessions: StaffSessions,
  request: Request,
  serverContext: object,
  trustedHops: number,
): Promise<{ staff: StaffRow | null; auth: StaffRequestAuth }> {
  const auth: StaffRequestAuth = {
    sessionId: null,
    clientAddress: requestClientAddress(request, serverContext, trustedHops),
    secure: isSecureRequest(request.url, request.headers),
    responseCookies: [],
  };
  const token = presentedStaffToken(request.headers);
  if (!token) return { staff: null, auth };
  const found = await sessions.find(token);
  if (!found) {
    auth.responseCookies.push(clearedStaffCookie(auth.secure));
    return { staff: null, auth };
  }
  auth.sessionId = found.sessionId;
  return { staff: found.staff, auth };
}
