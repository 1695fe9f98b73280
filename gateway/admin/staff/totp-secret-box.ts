/**
 * Staff TOTP secrets at rest (docs/decisions/044): AES-256-GCM with the key of `STAFF_TOTP_KEY`
 * (gateway/config.ts), a fresh 96-bit nonce per secret, and the staff member's id as associated
 * data, so a sealed secret copied onto another staff row does not open. Stored as
 * `v1:<nonce>:<tag>:<ciphertext>` (base64url); a base32 secret never contains ":", so a stored value
 * without the prefix is a plaintext one left from before (sealed by `sealStoredTotpSecrets`).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema';

const PREFIX = 'v1:';

export interface TotpSecretBox {
  seal(staffId: string, secret: string): string;
  /** The secret, or null when the stored value was sealed with another key or for another row. */
  open(staffId: string, stored: string): string | null;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function createTotpSecretBox(key: Buffer): TotpSecretBox {
  if (key.length !== 32) throw new Error('the TOTP secret key must be 32 bytes');
  return {
    seal(staffId, secret) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(staffId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${PREFIX}${[nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join(':')}`;
    },
    open(staffId, stored) {
      if (!isSealed(stored)) return null;
      const [nonce, tag, body] = stored
        .slice(PREFIX.length)
        .split(':')
        .map((p) => Buffer.from(p, 'base64url'));
      if (!nonce || !tag || !body || nonce.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(staffId));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * Seals the secrets stored in plaintext before secrets were encrypted (run at start after the
 * migrations, idempotent): one transaction, rows locked. Answers how many values it sealed.
 */
export async function sealStoredTotpSecrets(db: Kysely<DB>, box: TotpSecretBox): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('staff')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .where((eb) =>
        eb.or([
          eb.and([eb('totp_secret', 'is not', null), eb('totp_secret', 'not like', `${PREFIX}%`)]),
          eb.and([eb('totp_pending_secret', 'is not', null), eb('totp_pending_secret', 'not like', `${PREFIX}%`)]),
        ]),
      )
      .forUpdate()
      .execute();
    let sealed = 0;
    for (const row of rows) {
      const seal = (value: string | null) => {
        if (value === null || isSealed(value)) return value;
        sealed += 1;
        return box.seal(row.id, value);
      };
      await trx
        .updateTable('staff')
        .set({ totp_secret: seal(row.totp_secret), totp_pending_secret: seal(row.totp_pending_secret) })
        .where('id', '=', row.id)
        .execute();
    }
    return sealed;
  });
}
