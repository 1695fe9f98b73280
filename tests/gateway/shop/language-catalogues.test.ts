import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CODES } from '@web/shared/i18n/catalogs';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

/**
 * The gateway's `languages` list and the web app's catalogue loader map must name the same
 * languages: a listed language without a catalogue would show only English, a catalogue the
 * gateway does not list could never be chosen.
 */
describe('languages of the gateway and catalogues of the web app', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('match one to one, English first', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query Languages {
          languages {
            code
            locale
            isDefault
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    const listed = data!.languages.map((l) => l.code);
    expect([...listed].sort()).toEqual(CATALOG_CODES);
    expect(data!.languages[0]).toMatchObject({ code: 'en', isDefault: true });
    for (const language of data!.languages) {
      expect(language.locale.split('-')[0], `locale of ${language.code}`).toBe(language.code);
      expect(() => new Intl.Locale(language.locale)).not.toThrow();
    }
  });
});
