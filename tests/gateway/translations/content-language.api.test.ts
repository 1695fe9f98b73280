import { sql } from 'kysely';
import { operationText } from '../../support/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXTS } from '../../../gateway/catalogue/seed/translations';
import { STRUCTURAL_TEXTS } from '../../../gateway/translations/seed';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { bookingInput, freezeClock, unfreezeClock } from '../workshops/helpers';
import { createTestGateway, type OperationVariables, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { PRODUCT_ID } from '../catalogue/catalogue.documents';
import {
  BLOG,
  BOOK,
  CART,
  CATEGORY,
  FILTERS,
  PRODUCT_PAGE,
  SERVICE,
  SHOP,
  WORKSHOPS,
} from './content-language.documents';

const PRODUCT = 'tvs-girling-brake-shoe-honda-activa-6g';
const POST = 'monsoon-car-care-checklist';

const BATTERY = 'exide-mileage-ml38b20l-35ah-car-battery';

type Filters = { slug: string; items?: { slug: string; name: string; count: number }[] }[];
const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

describe.each(testEngines())('content in the requested language (%s)', (engine) => {
  let gateway: TestGateway;
  /** Runs `document` with Accept-Language: `language` (none: no header). */
  const ask = <TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    language?: string,
  ) => gateway.execute(document, variables, language ? { headers: { 'accept-language': language } } : undefined);

  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    const { db } = gateway.database;
    // What a translator leaves half done: one field of a category, a product and a post.
    await sql`update category_translations set description = null
      where language = 'hi' and category_id = (select id from categories where slug = 'horns')`.execute(db);
    await sql`insert into product_translations (product_id, language, excerpt, description)
      select id, 'hi', 'एक्टिवा 6G के आगे या पीछे के ड्रम ब्रेक शू।', null from products where slug = ${PRODUCT}
      on conflict (product_id, language) do update set excerpt = excluded.excerpt, description = null`.execute(db);
    // A workshop whose Hindi address is missing, and one with no Hindi row at all.
    await sql`update workshop_translations set address = null where language = 'hi' and city = 'kochi'`.execute(db);
    await sql`delete from workshop_translations where language = 'hi' and city = 'noida'`.execute(db);
    await sql`insert into blog_post_translations (post_id, language, title, excerpt, body_html)
      select id, 'hi', 'मानसून में गाड़ी: 10 मिनट की जाँच-सूची', null, null from blog_posts where slug = ${POST}
      on conflict (post_id, language) do update set title = excluded.title, excerpt = null, body_html = null`.execute(
      db,
    );
  }, 120_000);
  afterAll(() => gateway.close());

  it('answers categories in Hindi for Accept-Language: hi, and says so in Content-Language and Vary', async () => {
    const response = await gateway.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      body: JSON.stringify({ query: operationText(CATEGORY), variables: { slug: 'brakes-suspension' } }),
    });
    expect(response.headers.get('content-language')).toBe('hi');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    const { data } = (await response.json()) as {
      data: { category: { name: string; description: string; children: { name: string }[] } };
    };
    expect(data.category.name).toBe('ब्रेक और सस्पेंशन');
    expect(hasDevanagari(data.category.description)).toBe(true);
    expect(data.category.children.map((c) => c.name)).toEqual(['ब्रेक पैड और शू', 'ब्रेक डिस्क', 'शॉक एब्ज़ॉर्बर']);
  });

  it('answers in English without the header, for a language the shop does not have, and for "en"', async () => {
    for (const language of [undefined, 'fr-FR,de;q=0.8', 'en-IN', '*']) {
      const { data } = await ask(CATEGORY, { slug: 'brakes-suspension' }, language);
      expect(data?.category.name, String(language)).toBe('Brakes & Suspension');
    }
    // The first language of the shop's the header names, by quality: Hindi here.
    const { data } = await ask(CATEGORY, { slug: 'brakes-suspension' }, 'fr;q=1, en;q=0.2, hi;q=0.7');
    expect(data?.category.name).toBe('ब्रेक और सस्पेंशन');
  });

  it('shows a product page in Hindi, brand and product names as written, missing fields in English', async () => {
    const { data, errors } = await ask(PRODUCT_PAGE, { slug: PRODUCT }, 'hi');
    expect(errors).toBeUndefined();
    const product = data!.product;
    expect(product.name).toBe('TVS Girling Brake Shoe Set for Honda Activa 6G');
    expect(product.brand.name).toBe('TVS Girling');
    expect(product.excerpt).toBe('एक्टिवा 6G के आगे या पीछे के ड्रम ब्रेक शू।');
    // No Hindi description written: the English one, field by field.
    expect(product.description).toContain('Asbestos-free');
    expect(product.type.name).toBe('ब्रेक शू');
    expect(product.type.attributeGroups.map((g) => g.name)).toEqual(['विशेषताएँ', 'सामान्य जानकारी']);
    expect(product.options).toEqual([{ name: 'जगह', values: [{ name: 'आगे' }, { name: 'पीछे' }] }]);
    expect(product.categories).toEqual([{ name: 'ब्रेक पैड और शू', description: 'डिस्क ब्रेक पैड और ड्रम ब्रेक शू।' }]);
    const english = (await ask(PRODUCT_PAGE, { slug: PRODUCT })).data!.product;
    expect(english.excerpt).toBe('Drum brake shoes for front or rear of the Activa 6G.');
    expect(english.options[0]!.values).toEqual([{ name: 'Front' }, { name: 'Rear' }]);
  });

  it('shows the written product texts: excerpt, description with its points and the warranty label, in Hindi and Tamil', async () => {
    const slug = 'bosch-front-brake-pads-hyundai-creta';
    for (const language of ['hi', 'ta'] as const) {
      const written = CONTENT_TEXTS[language]?.products[slug];
      if (!written) continue; // a locale whose product texts are not written yet shows English
      const { data, errors } = await ask(PRODUCT_PAGE, { slug }, language);
      expect(errors).toBeUndefined();
      expect(data!.product.name).toBe('Bosch Front Brake Pads for Hyundai Creta');
      expect(data!.product.excerpt).toBe(written.excerpt);
      for (const point of written.points) expect(data!.product.description).toContain(`<li>${point}</li>`);
      if (written.warranty)
        expect(data!.product.description).toContain(
          `<strong>${CONTENT_TEXTS[language]!.specs.labels['Warranty']}:</strong> ${written.warranty}`,
        );
    }
  });

  it("names a cart line's chosen option in Hindi", async () => {
    const id = (await ask(PRODUCT_ID, { slug: PRODUCT })).data!.product.id;
    const lines = [{ productId: id, quantity: 1, options: [{ option: 'position', value: 'front' }] }];
    const { data, errors } = await ask(CART, { lines }, 'hi');
    expect(errors).toBeUndefined();
    expect(data!.cart.lines[0]!.options).toEqual([
      { option: 'position', value: 'front', name: 'जगह', valueName: 'आगे' },
    ]);
  });

  it('falls back to English per field: a category whose Hindi description is missing keeps its Hindi name', async () => {
    const { data } = await ask(CATEGORY, { slug: 'horns' }, 'hi');
    expect(data?.category).toEqual({ name: 'हॉर्न', description: 'Electric disc and trumpet horns.', children: [] });
  });

  it('shows services and their packages in Hindi', async () => {
    const { data, errors } = await ask(SERVICE, {}, 'hi');
    expect(errors).toBeUndefined();
    const service = data!.service;
    expect(service.name).toBe('बैटरी जाँच और बदलाव');
    expect(hasDevanagari(service.summary) && hasDevanagari(service.description)).toBe(true);
    expect(service.description).toContain('Amaron');
    expect(service.includes).toHaveLength(3);
    expect(service.includes.every(hasDevanagari)).toBe(true);
    expect(service.packages.map((p) => p.name)).toContain('बैटरी की सेहत की जाँच');
    for (const p of service.packages) expect(p.includes.every(hasDevanagari), p.name).toBe(true);
  });

  it('shows blog categories and posts in Hindi, with English for a post field not translated', async () => {
    const { data, errors } = await ask(BLOG, { slug: POST }, 'hi');
    expect(errors).toBeUndefined();
    expect(data!.blogCategories.find((c) => c.slug === 'road-safety')!.name).toBe('सड़क सुरक्षा');
    expect(data!.post.title).toBe('मानसून में गाड़ी: 10 मिनट की जाँच-सूची');
    expect(data!.post.excerpt).toBe('Wipers, tyres, brakes and lights: what to check before the first heavy rain.');
    expect(data!.post.categories.map((c) => c.name)).toEqual(['रखरखाव के सुझाव', 'सड़क सुरक्षा']);
  });

  it("gives the shop's address in Hindi and its name as written", async () => {
    const { data } = await ask(SHOP, {}, 'hi');
    expect(data?.shop.name).toBe('GaadiParts');
    expect(data?.shop.contact.address).toContain('बेंगलुरु');
  });

  it('gives workshops in Hindi on the service page, the city list and the installation choices, names as written', async () => {
    type City = { slug: string; name: string; workshopName: string; address: string };
    const { data, errors } = await ask(WORKSHOPS, { product: BATTERY }, 'hi');
    expect(errors).toBeUndefined();
    const bySlug = (cities: City[], slug: string) => cities.find((c) => c.slug === slug)!;
    const hindi = STRUCTURAL_TEXTS.hi.workshops;
    const installation = data!.product.fittingServices.find((s) => s.slug === 'battery')!.cities;
    for (const cities of [data!.service.cities, data!.serviceCities, installation] as City[][]) {
      expect(bySlug(cities, 'bangalore')).toEqual({
        slug: 'bangalore',
        name: 'बैंगलोर',
        workshopName: 'GaadiParts Service Centre Koramangala',
        address: '41, 5वाँ क्रॉस, कोरमंगला 6वाँ ब्लॉक, बेंगलुरु 560095',
      });
      expect(bySlug(cities, 'jaipur').address).toBe(hindi.jaipur!.address);
    }
    // The cities of the later seeder (services-cities@1) are translated too.
    expect(bySlug(data!.serviceCities, 'hyderabad')).toMatchObject({
      name: 'हैदराबाद',
      address: hindi.hyderabad!.address,
    });
    const english = (await ask(WORKSHOPS, { product: BATTERY })).data!;
    expect(bySlug(english.serviceCities, 'bangalore')).toMatchObject({
      name: 'Bangalore',
      address: '41, 5th Cross, Koramangala 6th Block, Bengaluru 560095',
    });
  });

  it('falls back to English per workshop field: a missing Hindi address, a workshop with no Hindi row', async () => {
    const { data } = await ask(WORKSHOPS, { product: BATTERY }, 'hi');
    const cities = data!.serviceCities as { slug: string; name: string; address: string }[];
    expect(cities.find((c) => c.slug === 'kochi')).toMatchObject({
      name: 'कोच्चि',
      address: 'NH 66 Bypass, Edappally, Kochi 682024',
    });
    expect(cities.find((c) => c.slug === 'noida')).toMatchObject({
      name: 'Noida',
      address: 'C-45, Sector 63, Noida 201301',
    });
  });

  it("answers a booking's workshop in Hindi, while the booking keeps the package name it was saved with", async () => {
    freezeClock();
    try {
      const { data, errors } = await ask(BOOK, { input: bookingInput() }, 'hi');
      expect(errors).toBeUndefined();
      const { booking } = data!.bookService;
      expect(booking.packageName).toBe('General service (up to 150 cc)');
      expect(booking.city).toMatchObject({
        slug: 'bangalore',
        name: 'बैंगलोर',
        address: expect.stringContaining('कोरमंगला'),
      });
    } finally {
      unfreezeClock();
    }
  });

  it('keeps languages apart in the reference cache and the facet index: interleaved and concurrent lists', async () => {
    const names = (filters: Filters, slug: string) => filters.find((f) => f.slug === slug)!.items!;
    const variables = { filters: [{ slug: 'category', value: 'brakes-suspension' }] };
    const [en1, hi1, en2, hi2] = await Promise.all([
      ask(FILTERS, variables),
      ask(FILTERS, variables, 'hi'),
      ask(FILTERS, variables, 'en'),
      ask(FILTERS, variables, 'hi'),
    ]);
    for (const answer of [en1, hi1, en2, hi2]) expect(answer.errors).toBeUndefined();
    const category = (answer: typeof en1, slug: string) =>
      names(answer.data!.products.filters, 'category').find((i) => i.slug === slug)!;
    expect(category(en1, 'brake-discs').name).toBe('Brake Discs');
    expect(category(en2, 'brake-discs').name).toBe('Brake Discs');
    expect(category(hi1, 'brake-discs').name).toBe('ब्रेक डिस्क');
    expect(category(hi2, 'brake-discs').name).toBe('ब्रेक डिस्क');
    // Colours are offered only where products are sold in them (decision 038): helmets are.
    const helmets = { filters: [{ slug: 'category', value: 'helmets' }] };
    const [enHelmets, hiHelmets, enHelmetsAgain] = await Promise.all([
      ask(FILTERS, helmets),
      ask(FILTERS, helmets, 'hi'),
      ask(FILTERS, helmets, 'en'),
    ]);
    const colour = (answer: typeof en1) =>
      names(answer.data!.products.filters, 'color').find((i) => i.slug === 'black')!;
    expect([colour(enHelmets).name, colour(hiHelmets).name, colour(enHelmetsAgain).name]).toEqual([
      'Black',
      'काला',
      'Black',
    ]);
    // The counts are the same in every language: one facet index, names applied after counting.
    expect(hi1.data!.products.total).toBe(en1.data!.products.total);
    expect(names(hi1.data!.products.filters, 'category').map((i) => i.count)).toEqual(
      names(en1.data!.products.filters, 'category').map((i) => i.count),
    );
    // And after Hindi was asked, English is still English (and back).
    const again = await ask(CATEGORY, { slug: 'brakes-suspension' }, 'en');
    expect(again.data?.category.name).toBe('Brakes & Suspension');
  });
});
