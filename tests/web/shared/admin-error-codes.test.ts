import { readdirSync, readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Every value of the admin API's ErrorCode enum (schema/admin: base + `extend enum`). */
function adminErrorCodes(): string[] {
  const sdl = readdirSync('schema/admin')
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(`schema/admin/${file}`, 'utf8'))
    .join('\n');
  return parse(sdl).definitions.flatMap((d) =>
    (d.kind === Kind.ENUM_TYPE_DEFINITION || d.kind === Kind.ENUM_TYPE_EXTENSION) && d.name.value === 'ErrorCode'
      ? (d.values ?? []).map((v) => v.name.value)
      : [],
  );
}

/** The back office reads its own catalogue (admin.po) over the shop's (messages.po). */
function messages(code: string): Map<string, string> {
  const text = ['messages', 'admin'].map((name) => readFileSync(`locales/${code}/${name}.po`, 'utf8')).join('\n');
  return new Map([...text.matchAll(/^msgid "(ERROR_API_[A-Z_]+)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** The back office shows every admin API error code as a translated sentence (issue #23). */
describe('admin API error codes', () => {
  const codes = adminErrorCodes();

  it('are read from the admin schema', () => {
    expect(codes).toContain('STAFF_FORBIDDEN');
  });

  for (const locale of ['en', 'hi', 'kn', 'ta', 'te']) {
    it(`each have a message in ${locale}`, () => {
      const catalogue = messages(locale);
      expect(codes.filter((code) => !catalogue.get(`ERROR_API_${code}`))).toEqual([]);
    });
  }
});
