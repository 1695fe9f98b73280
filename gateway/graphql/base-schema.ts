/**
 * What the shop's schema (schema/, schema.ts) and the back office's (schema/admin/,
 * admin/admin-schema.ts) are built from alike: their SDL files in order, and the resolvers of what
 * each base.graphql declares (the scalars and `ping`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateScalar, DateTimeScalar, DecimalScalar } from './scalars';

/** The SDL files of a schema folder: base.graphql first, then one file per domain or area in name order. */
export function loadSdlFiles(dir: string): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The resolvers of base.graphql: its scalars and the root `ping` fields. */
export const BASE_RESOLVERS = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  Decimal: DecimalScalar,
  Query: { ping: () => true },
  Mutation: { ping: () => true },
};
