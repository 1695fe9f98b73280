import { describe, expect, it } from 'vitest';
import {
  emailErrors,
  isEmail,
  isPhone,
  languageOf,
  passwordErrors,
  validateProfile,
} from '../../../gateway/accounts/account-rules';
import { createConcurrencyLimit, QueueFullError } from '../../../gateway/accounts/concurrency-limit';
import {
  clearedSessionCookie,
  hashToken,
  isSecureRequest,
  newToken,
  parseCookies,
  presentedToken,
  sessionCookie,
} from '../../../gateway/accounts/session-cookie';

describe('account rules', () => {
  it('accepts e-mails as the spec says: one part, an at sign, one part', () => {
    expect(['a@b', 'asha.rao@example.in', 'x+y@mail.co.in'].every(isEmail)).toBe(true);
    expect(['', 'a', 'a@', '@b', 'a@b@c', 'a b@c', `${'a'.repeat(250)}@b.in`].some(isEmail)).toBe(false);
    expect(emailErrors('')).toEqual([{ code: 'ERROR_FORM_REQUIRED', field: null }]);
    expect(emailErrors('nope', 'email')).toEqual([{ code: 'AUTH_INVALID_EMAIL', field: ['email'] }]);
  });

  it('wants passwords of 6 to 256 characters', () => {
    expect(passwordErrors('12345')).toEqual([{ code: 'AUTH_WEAK_PASSWORD', field: null }]);
    expect(passwordErrors('123456')).toEqual([]);
    expect(passwordErrors('x'.repeat(257), 'password')).toEqual([{ code: 'ERROR_FORM_TOO_LONG', field: ['password'] }]);
  });

  it('checks phone numbers loosely (7 to 15 digits)', () => {
    expect(['+91 98450 12345', '080-4718-2200', '(080) 4718 2200'].every(isPhone)).toBe(true);
    expect(['123456', 'call me', '+91 98450 12345 12345'].some(isPhone)).toBe(false);
  });

  it('normalises a profile and reports every bad field', () => {
    expect(validateProfile({ email: ' a@b ', phone: '', firstName: ' Asha ', lastName: null })).toEqual({
      value: { email: 'a@b', phone: null, firstName: 'Asha', lastName: null },
      errors: [],
    });
    expect(validateProfile({ email: 'x', phone: 'abc', firstName: 'f'.repeat(61) }).errors.map((e) => e.code)).toEqual([
      'AUTH_INVALID_EMAIL',
      'ERROR_FORM_INVALID',
      'ERROR_FORM_TOO_LONG',
    ]);
  });

  it('falls back to English for unknown languages', () => {
    expect(languageOf('kn')).toBe('kn');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});

describe('session cookies and tokens', () => {
  it('makes 256-bit tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the bearer header before the cookie, and ignores malformed tokens', () => {
    const token = newToken();
    const other = newToken();
    expect(presentedToken(new Headers({ cookie: `theme=dark; gp_session=${token}` }))).toBe(token);
    expect(presentedToken(new Headers({ cookie: `gp_session=${token}`, authorization: `Bearer ${other}` }))).toBe(
      other,
    );
    expect(presentedToken(new Headers({ cookie: 'gp_session=<script>' }))).toBeNull();
    expect(parseCookies('a=1; b = 2; a=3')).toEqual(
      new Map([
        ['a', '1'],
        ['b', '2'],
      ]),
    );
  });

  it('writes HttpOnly SameSite=Lax cookies, Secure behind HTTPS, Max-Age only when remembered', () => {
    expect(sessionCookie('t', { remember: false, secure: false })).toBe('gp_session=t; Path=/; HttpOnly; SameSite=Lax');
    expect(sessionCookie('t', { remember: true, secure: true })).toBe(
      'gp_session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure',
    );
    expect(clearedSessionCookie({ secure: false })).toContain('Max-Age=0');
    expect(isSecureRequest('https://shop.in/graphql', new Headers())).toBe(true);
    expect(isSecureRequest('http://10.0.0.1/graphql', new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest('http://localhost/graphql', new Headers())).toBe(false);
  });
});

describe('concurrency limit around hashing', () => {
  it('runs at most N tasks at once, queues a bounded number, refuses the rest', async () => {
    const limit = createConcurrencyLimit(2, 1);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      limit.run(async () => {
        peak = Math.max(peak, ++running);
        await new Promise<void>((r) => releases.push(r));
        running--;
      });
    const done = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(QueueFullError);
    expect(limit.active).toBe(2);
    expect(limit.queued).toBe(1);
    while (releases.length || limit.active) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(done);
    expect(peak).toBe(2);
  });
});
