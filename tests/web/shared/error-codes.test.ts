import { readdirSync, readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Every value of the gateway's ErrorCode enum, from all SDL files (base + `extend enum`). */
function errorCodes(): string[] {
  const sdl = readdirSync('schema')
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(`schema/${file}`, 'utf8'))
    .join('\n');
  return parse(sdl).definitions.flatMap((d) =>
    (d.kind === Kind.ENUM_TYPE_DEFINITION || d.kind === Kind.ENUM_TYPE_EXTENSION) && d.name.value === 'ErrorCode'
      ? (d.values ?? []).map((v) => v.name.value)
      : [],
  );
}

function messages(code: string): Map<string, string> {
  const text = readFileSync(`locales/${code}/messages.po`, 'utf8');
  return new Map([...text.matchAll(/^msgid "(ERROR_API_[A-Z_]+)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Spec section 8: the web app shows every gateway error code as a translated sentence. */
describe('gateway error codes', () => {
  const codes = errorCodes();

  it('are read from the schema', () => {
    expect(codes.length).toBeGreaterThan(20);
    expect(codes).toContain('ERROR_FORM_REQUIRED');
  });

  for (const locale of ['en', 'hi', 'kn', 'ta', 'te']) {
    it(`each have a message in ${locale}`, () => {
      const catalogue = messages(locale);
      const missing = codes.filter((code) => !catalogue.get(`ERROR_API_${code}`));
      expect(missing).toEqual([]);
    });
  }
});
