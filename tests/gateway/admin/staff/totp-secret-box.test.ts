import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTotpSecretBox, isSealed } from '../../../../gateway/admin/staff/totp-secret-box';
import { newTotpSecret } from '../../../../gateway/admin/staff/totp';

const STAFF = '6f1c2a4e-0b7d-4c55-9a51-3b1f0d2e8c11';
const OTHER = '0a9e5c3b-7d21-4f6a-8b0e-5c4d3e2f1a00';

describe('TOTP secrets at rest', () => {
  const box = createTotpSecretBox(randomBytes(32));

  it('seals a secret so that the stored value does not contain it, and opens it again', () => {
    const secret = newTotpSecret();
    const sealed = box.seal(STAFF, secret);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(box.open(STAFF, sealed)).toBe(secret);
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(box.seal(STAFF, secret)).not.toBe(sealed);
  });

  it('does not open a value sealed for another staff member, with another key, or altered', () => {
    const sealed = box.seal(STAFF, newTotpSecret());
    expect(box.open(OTHER, sealed)).toBeNull();
    expect(createTotpSecretBox(randomBytes(32)).open(STAFF, sealed)).toBeNull();
    const [prefix, nonce, tag, body] = sealed.split(':');
    // The first character: all six of its bits are data (the last one's low bits may be padding).
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open(STAFF, [prefix, nonce, tag, flipped].join(':'))).toBeNull();
    expect(box.open(STAFF, 'JBSWY3DPEHPK3PXP')).toBeNull();
    expect(box.open(STAFF, 'v1:short')).toBeNull();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createTotpSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
