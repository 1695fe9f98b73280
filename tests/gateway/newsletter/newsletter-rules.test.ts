import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail } from '../../../gateway/newsletter/newsletter-rules';

describe('checkNewsletterEmail', () => {
  it('accepts text@text, trimmed, with a lower-case key', () => {
    expect(checkNewsletterEmail('  Priya.Nair@Example.IN ')).toEqual({
      ok: true,
      email: 'Priya.Nair@Example.IN',
      key: 'priya.nair@example.in',
    });
    expect(checkNewsletterEmail('a@b')).toMatchObject({ ok: true });
  });

  it.each([
    ['', 'ERROR_FORM_REQUIRED'],
    ['   ', 'ERROR_FORM_REQUIRED'],
    ['priya', 'ERROR_FORM_INCORRECT_EMAIL'],
    ['@example.in', 'ERROR_FORM_INCORRECT_EMAIL'],
    ['priya@', 'ERROR_FORM_INCORRECT_EMAIL'],
    ['pri ya@example.in', 'ERROR_FORM_INCORRECT_EMAIL'],
    ['a@b@c', 'ERROR_FORM_INCORRECT_EMAIL'],
    [`${'a'.repeat(65)}@example.in`, 'ERROR_FORM_TOO_LONG'],
    [`a@${'b'.repeat(253)}`, 'ERROR_FORM_TOO_LONG'],
    ['x'.repeat(10_000), 'ERROR_FORM_TOO_LONG'],
  ])('refuses %j with %s', (value, code) => {
    expect(checkNewsletterEmail(value)).toEqual({ ok: false, code });
  });

  it('accepts the longest allowed parts', () => {
    expect(checkNewsletterEmail(`${'a'.repeat(64)}@${'b'.repeat(189)}`)).toMatchObject({ ok: true });
  });
});
