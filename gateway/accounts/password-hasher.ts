import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from './concurrency-limit';

/** OWASP Password Storage Cheat Sheet: Argon2id, m = 19 MiB, t = 2, p = 1. */
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hash of a random, forgotten password with the same parameters: verifying against it costs the same. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Ts+IjRDzBX75lGohNjxzIw$xPsN9tMuEL7gTR3VBXLwACuKpv7zh5LULSM9adwK2HY';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, for e-mails without an account. */
  dummyVerify(password: string): Promise<void>;
}

/**
 * Argon2id hashing with bounded concurrency: each hash holds 19 MiB, so at most a few run at
 * once (libuv has 4 threads by default) and a bounded queue waits; more is refused.
 */
export function createPasswordHasher(options: { concurrency?: number; maxQueued?: number } = {}): PasswordHasher {
  const limit = createConcurrencyLimit(
    options.concurrency ?? Math.min(4, Math.max(1, availableParallelism())),
    options.maxQueued ?? 64,
  );
  const check = (hashed: string, password: string) => limit.run(() => verify(hashed, password).catch(() => false));
  return {
    hash: (password) => limit.run(() => hash(password, ARGON2_OPTIONS)),
    verify: check,
    dummyVerify: async (password) => void (await check(DUMMY_HASH, password)),
  };
}
