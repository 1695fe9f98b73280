import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface AccountsTables {
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
    language: string;
    created_at: CreatedAt;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** A signed-in client. Only the SHA-256 of the token is stored. */
  sessions: {
    id: Generated<string>;
    user_id: string;
    token_hash: string;
    remember: boolean;
    created_at: CreatedAt;
    expires_at: Date;
  };
  /** Single-use password-reset tokens, stored hashed. */
  password_reset_tokens: {
    token_hash: string;
    user_id: string;
    created_at: CreatedAt;
    expires_at: Date;
    used_at: Date | null;
  };
  /** One-time links that add guest orders of `email` to the account (migration 0312), stored hashed. */
  guest_order_claim_tokens: {
    token_hash: string;
    user_id: string;
    email: string;
    created_at: CreatedAt;
    expires_at: Date;
    used_at: Date | null;
  };
  /** A browser that signed in to the account (gp_device cookie); only the SHA-256 of its token is stored. */
  sign_in_devices: {
    token_hash: string;
    user_id: string;
    created_at: CreatedAt;
    expires_at: Date;
  };
  addresses: {
    id: Generated<string>;
    /** Creation order: "the first remaining address" is the lowest. */
    seq: ColumnType<number, never, never>;
    user_id: string;
    first_name: string;
    last_name: string;
    company: string | null;
    country: string;
    address1: string;
    address2: string | null;
    /** Added by 0110-indian-addresses. */
    landmark: string | null;
    city: string;
    state: string | null;
    postcode: string | null;
    email: string;
    phone: string;
    is_default: boolean;
    created_at: CreatedAt;
  };
}
