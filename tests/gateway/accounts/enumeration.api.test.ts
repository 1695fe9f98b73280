import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { SIGN_IN, signUp, uniqueClient, uniqueEmail } from './helpers';

/** Every Argon2 verification the gateway runs, recorded while still doing the real work. */
const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (hashed: string, password: string) => {
      verified.push(hashed);
      return actual.verify(hashed, password);
    },
  };
});

/** Argon2 parameters of a PHC string: "$argon2id$v=19$m=19456,t=2,p=1$…" → "argon2id v=19 m=19456,t=2,p=1". */
const parameters = (phc: string) => phc.split('$').slice(1, 4).join(' ');

describe('sign-in does not reveal whether an e-mail has an account', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('gives the same answer and does the same Argon2id work for a known and an unknown e-mail', async () => {
    const { email } = await signUp(gateway);
    const attempt = async (address: string) => {
      verified.length = 0;
      const result = await gateway.execute(
        SIGN_IN,
        { email: address, password: 'not the password' },
        { clientAddress: uniqueClient() },
      );
      return { answer: result.data?.signIn, hashes: [...verified] };
    };
    const known = await attempt(email);
    const unknown = await attempt(uniqueEmail('nobody'));

    expect(unknown.answer).toEqual(known.answer);
    expect(known.answer).toMatchObject({ user: null, errors: [{ code: 'AUTH_WRONG_PASSWORD' }] });
    // One real verification each, with the same cost parameters: the same time by construction,
    // without a wall-clock assertion that a busy machine could break.
    expect(known.hashes).toHaveLength(1);
    expect(unknown.hashes).toHaveLength(1);
    expect(parameters(unknown.hashes[0]!)).toBe(parameters(known.hashes[0]!));
    expect(parameters(known.hashes[0]!)).toBe('argon2id v=19 m=19456,t=2,p=1');
  });
});
