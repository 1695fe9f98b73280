import { type Kysely, sql } from 'kysely';

/**
 * Indian addresses (issue #18): a landmark on saved addresses, and Indian states stored as their
 * ISO 3166-2:IN code ("KA"). Saved Indian addresses whose state is an English name, an older name
 * (Orissa, Pondicherry…) or a code in another case are converted; other free text stays as it was.
 * The list is a snapshot written here, so that later changes to rules/india cannot change this migration.
 */
const STATE_NAMES: [code: string, name: string][] = [
  ['AN', 'Andaman and Nicobar Islands'],
  ['AN', 'Andaman & Nicobar Islands'],
  ['AP', 'Andhra Pradesh'],
  ['AR', 'Arunachal Pradesh'],
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['CH', 'Chandigarh'],
  ['CG', 'Chhattisgarh'],
  ['CG', 'CT'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['DH', 'Dadra and Nagar Haveli'],
  ['DH', 'Daman and Diu'],
  ['DH', 'DN'],
  ['DH', 'DD'],
  ['DL', 'Delhi'],
  ['DL', 'New Delhi'],
  ['DL', 'NCT of Delhi'],
  ['GA', 'Goa'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['HP', 'Himachal Pradesh'],
  ['JK', 'Jammu and Kashmir'],
  ['JK', 'Jammu & Kashmir'],
  ['JH', 'Jharkhand'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['LA', 'Ladakh'],
  ['LD', 'Lakshadweep'],
  ['MP', 'Madhya Pradesh'],
  ['MH', 'Maharashtra'],
  ['MN', 'Manipur'],
  ['ML', 'Meghalaya'],
  ['MZ', 'Mizoram'],
  ['NL', 'Nagaland'],
  ['OD', 'Odisha'],
  ['OD', 'Orissa'],
  ['OD', 'OR'],
  ['PY', 'Puducherry'],
  ['PY', 'Pondicherry'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['SK', 'Sikkim'],
  ['TN', 'Tamil Nadu'],
  ['TS', 'Telangana'],
  ['TS', 'TG'],
  ['TR', 'Tripura'],
  ['UP', 'Uttar Pradesh'],
  ['UK', 'Uttarakhand'],
  ['UK', 'Uttaranchal'],
  ['UK', 'UT'],
  ['WB', 'West Bengal'],
];
const CODES = [...new Set(STATE_NAMES.map(([code]) => code))];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table addresses add column landmark text`.execute(db);
  const pairs = [...STATE_NAMES, ...CODES.map((code): [string, string] => [code, code])];
  const rows = sql.join(pairs.map(([code, name]) => sql`(${code}, ${name.toLowerCase()})`));
  await sql`
    update addresses set state = names.code
    from (values ${rows}) as names (code, name)
    where addresses.country = 'IN' and lower(trim(addresses.state)) = names.name`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table addresses drop column landmark`.execute(db);
}
