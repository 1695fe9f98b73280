/**
 * The optional second factor (docs/decisions/031): RFC 6238 TOTP (SHA-1, 6 digits, 30 s) with the
 * `otpauth` library, which authenticator apps read from an otpauth:// address. A code of the
 * previous or next period is accepted too (clocks drift).
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'GaadiParts';

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

export function checkTotp(secret: string, email: string, code: string, timestamp = Date.now()): boolean {
  return totpOf(secret, email).validate({ token: code, timestamp, window: 1 }) !== null;
}

/** The code an authenticator app shows at `timestamp` (tests, and the command line's self-check). */
export function totpCode(secret: string, email: string, timestamp = Date.now()): string {
  return totpOf(secret, email).generate({ timestamp });
}
