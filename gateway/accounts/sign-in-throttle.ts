import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import type { RateLimits } from './rate-limits';
import type { RequestAuth } from './request-auth';
import { DEVICE_SECONDS, deviceCookie, hashToken, newToken } from './session-cookie';

/**
 * Failed sign-ins slow down the address that makes them, never the owner (docs/decisions/027):
 * one address gets 10 failures per account; when many addresses together fail 50 times, browsers
 * that never signed in to the account wait for the window to end, while the owner's known browsers
 * (the `gp_device` cookie given at every sign-in) keep their own window. A password reset through
 * the e-mail link — proof that the owner reads the mail — clears the account's count.
 */
export function signInThrottle(db: Kysely<DB>, { counters }: RateLimits) {
  const here = (email: string, auth: RequestAuth) => `${email} ${auth.clientAddress}`;
  const onDevice = (email: string, token: string) => `${email} ${token}`;

  /** The browser presents a device token that signed in to this account before. */
  async function isKnownDevice(email: string, auth: RequestAuth): Promise<boolean> {
    if (!auth.deviceToken) return false;
    const row = await db
      .selectFrom('sign_in_devices as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('d.user_id')
      .where('d.token_hash', '=', hashToken(auth.deviceToken))
      .where('d.expires_at', '>', new Date())
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    return !!row;
  }

  return {
    /** Whether this attempt must wait. Asking counts nothing; the database is read only under attack. */
    async mustWait(email: string, auth: RequestAuth): Promise<boolean> {
      const [fromHere, fromEverywhere] = await Promise.all([
        counters.reached('signInFailedHere', here(email, auth)),
        counters.reached('signInFailedAnywhere', email),
      ]);
      if (!fromHere && !fromEverywhere) return false;
      // Addresses are shared (mobile carriers' NAT): the owner's known browser has its own window.
      if (!(await isKnownDevice(email, auth))) return true;
      return counters.reached('signInFailedOnDevice', onDevice(email, auth.deviceToken!));
    },

    async failed(email: string, auth: RequestAuth): Promise<void> {
      await Promise.all([
        counters.add('signInFailedHere', here(email, auth)),
        counters.add('signInFailedAnywhere', email),
        auth.deviceToken ? counters.add('signInFailedOnDevice', onDevice(email, auth.deviceToken)) : null,
      ]);
    },

    /** Forgets this address's and this browser's failures and remembers the browser as the owner's. */
    async succeeded(email: string, auth: RequestAuth, userId: string): Promise<void> {
      await Promise.all([
        counters.clear('signInFailedHere', here(email, auth)),
        auth.deviceToken ? counters.clear('signInFailedOnDevice', onDevice(email, auth.deviceToken)) : null,
      ]);
      await rememberDevice(auth, userId);
    },

    /** After a password reset by e-mail link: strangers' failures no longer hold back new browsers. */
    async accountRecovered(email: string): Promise<void> {
      await counters.clear('signInFailedAnywhere', email);
    },
  };

  /** A new device token replaces the one the browser presented (one browser, one token, latest account). */
  async function rememberDevice(auth: RequestAuth, userId: string): Promise<void> {
    if (auth.deviceToken)
      await db.deleteFrom('sign_in_devices').where('token_hash', '=', hashToken(auth.deviceToken)).execute();
    const token = newToken();
    await db
      .insertInto('sign_in_devices')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        expires_at: new Date(Date.now() + DEVICE_SECONDS * 1000),
      })
      .execute();
    auth.deviceToken = token;
    auth.responseCookies.push(deviceCookie(token, { secure: auth.secure }));
  }
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
