import { describe, expect, it } from 'vitest';
import { BRANDS, POSTS, PRODUCTS } from '../../../gateway/catalogue/seed/index';
import type { SeedProduct } from '../../../gateway/catalogue/seed/index';
import { FITMENT_MODEL_KEYS } from '../../../gateway/catalogue/seed/types';
import { CONTENT_TEXTS } from '../../../gateway/catalogue/seed/translations/index';
import type { LocaleContentTexts } from '../../../gateway/catalogue/seed/translations/types';

/** Letters of each locale's own script (vowel signs included: they are marks of the same script). */
const OWN_SCRIPT: Record<string, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  kn: /\p{Script=Kannada}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
};
const LATIN = /\p{Script=Latin}/u;

/** Units and measures written in Latin letters in every language (10,000 km, 12 V, 350 GSM). */
const UNITS = new Set('mm cm m km kg g ml l v w kw a ah k db psi bar kpa gsm gb cc nm µm in inch x h t'.split(' '));

/** Trade names of standards and parts that spec values may carry untranslated. */
const TRADE_NAMES = new Set(['dexron', 'mhawk', 'aerotwin', 'microsd', 'qi']);

/** Words of brand and vehicle model names: a spec value made only of these is a name, shown as is. */
const NAME_WORDS = new Set([
  ...BRANDS.flatMap((b) => words(b.name)),
  ...FITMENT_MODEL_KEYS.flatMap((key) => key.split(/[/-]/)),
]);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

interface EnglishTexts {
  excerpt: string;
  about: string;
  points: string[];
  warranty?: string;
}

/** The English texts a product was built from (seed/helpers.ts `product`): excerpt, about, points, warranty. */
function englishOf(product: SeedProduct): EnglishTexts {
  const match = /^<p>(.*?)<\/p>(?:<ul><li>(.*?)<\/li><\/ul>)?(?:<p><strong>Warranty:<\/strong> .*<\/p>)?$/s.exec(
    product.descriptionHtml,
  );
  if (!match) throw new Error(`Unexpected description of ${product.slug}`);
  const warranty = product.attributes.find((a) => a.name === 'Warranty')?.values[0]?.name;
  return {
    excerpt: product.excerpt,
    about: match[1]!,
    points: match[2] ? match[2].split('</li><li>') : [],
    ...(warranty ? { warranty } : {}),
  };
}

/** Tag names in order; throws on anything but balanced, attribute-free tags of the allowed set. */
function tagSequence(html: string): string[] {
  const stack: string[] = [];
  const sequence: string[] = [];
  for (const token of html.split(/(<[^<>]*>)/)) {
    if (!token.startsWith('<')) {
      if (/[<>]/.test(token)) throw new Error(`stray angle bracket in: ${token}`);
      continue;
    }
    const tag = /^<(\/?)(p|ul|li|strong|h3)>$/.exec(token);
    if (!tag) throw new Error(`unexpected tag ${token}`);
    if (tag[1]) {
      if (stack.pop() !== tag[2]) throw new Error(`unbalanced ${token}`);
    } else {
      stack.push(tag[2]!);
      sequence.push(tag[2]!);
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return sequence;
}

function tagProblem(translated: string, english: string): string | null {
  try {
    const got = tagSequence(translated).join(' ');
    const want = tagSequence(english).join(' ');
    return got === want ? null : `tags ${got} instead of ${want}`;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Share of the locale's own script among the letters of a text, leaving out numbers, units and the
 * Latin words of the product's own name and brand (they stay as the brand writes them).
 */
function ownScriptShare(text: string, locale: string, keptWords: Set<string>): number {
  let own = 0;
  let latin = 0;
  for (const word of words(text.replace(/<[^>]+>/g, ' '))) {
    if (/\p{N}/u.test(word) || keptWords.has(word) || UNITS.has(word)) continue;
    for (const char of word) {
      if (OWN_SCRIPT[locale]!.test(char)) own++;
      else if (LATIN.test(char)) latin++;
    }
  }
  return own / Math.max(1, own + latin);
}

/** A spec value needs a translation when it has a word that is not a unit, a code or a brand/model name. */
function isWordValue(value: string): boolean {
  return (value.match(/[A-Za-z]{3,}/g) ?? []).some((word) => {
    const lower = word.toLowerCase();
    return word !== word.toUpperCase() && !UNITS.has(lower) && !TRADE_NAMES.has(lower) && !NAME_WORDS.has(lower);
  });
}

const specLabels = new Set(PRODUCTS.flatMap((p) => p.attributes.map((a) => a.name)));
const specValues = new Set(
  PRODUCTS.flatMap((p) => p.attributes.filter((a) => a.group === 'Specifications').flatMap((a) => a.values))
    .map((v) => v.name)
    .filter(isWordValue),
);
const allSpecValues = new Set(PRODUCTS.flatMap((p) => p.attributes.flatMap((a) => a.values.map((v) => v.name))));

describe('content translations registry', () => {
  it('has Hindi and Tamil', () => {
    expect(Object.keys(CONTENT_TEXTS)).toEqual(expect.arrayContaining(['hi', 'ta']));
  });

  it('knows the seed: products, posts, spec labels and word values to translate', () => {
    expect(PRODUCTS.length).toBeGreaterThan(140);
    expect(POSTS.length).toBeGreaterThan(5);
    expect(specLabels).toContain('Part Number');
    expect(specValues).toContain('Front axle');
    expect(specValues).not.toContain('195/55 R16');
    expect(specValues).not.toContain('Hero Splendor Plus');
  });
});

describe.each(Object.entries(CONTENT_TEXTS) as [string, LocaleContentTexts][])('%s content texts', (locale, texts) => {
  it('has every seed product, with the English number of points and a warranty where the English has one', () => {
    const problems: string[] = [];
    for (const product of PRODUCTS) {
      const english = englishOf(product);
      const translated = texts.products[product.slug];
      if (!translated) {
        problems.push(`${product.slug}: missing`);
        continue;
      }
      if (translated.points.length !== english.points.length) {
        problems.push(`${product.slug}: ${translated.points.length} points, English has ${english.points.length}`);
      }
      if (Boolean(translated.warranty) !== Boolean(english.warranty)) {
        problems.push(`${product.slug}: warranty ${translated.warranty ? 'not in English' : 'missing'}`);
      }
    }
    const known = new Set(PRODUCTS.map((p) => p.slug));
    for (const slug of Object.keys(texts.products)) if (!known.has(slug)) problems.push(`${slug}: no such product`);
    expect(problems).toEqual([]);
  });

  it('translates every product text (none equals its English)', () => {
    const problems: string[] = [];
    for (const product of PRODUCTS) {
      const english = englishOf(product);
      const translated = texts.products[product.slug];
      if (!translated) continue;
      const pairs: [string, string | undefined, string | undefined][] = [
        ['excerpt', translated.excerpt, english.excerpt],
        ['about', translated.about, english.about],
        ['warranty', translated.warranty, english.warranty],
        ...english.points.map((point, i): [string, string | undefined, string] => [
          `point ${i + 1}`,
          translated.points[i],
          point,
        ]),
      ];
      for (const [field, text, source] of pairs) {
        if (source !== undefined && (!text?.trim() || text.trim() === source.trim())) {
          problems.push(`${product.slug} ${field}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes each product mostly in its own script (names, brands, numbers and units aside)', () => {
    const problems: string[] = [];
    for (const product of PRODUCTS) {
      const translated = texts.products[product.slug];
      if (!translated) continue;
      const brand = BRANDS.find((b) => b.slug === product.brandSlug)?.name ?? '';
      const kept = new Set(words(`${product.name} ${brand}`));
      const text = [translated.excerpt, translated.about, ...translated.points].join(' ');
      const share = ownScriptShare(text, locale, kept);
      if (share < 0.6) problems.push(`${product.slug}: ${Math.round(share * 100)} %`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the about paragraph’s HTML balanced and the same as the English', () => {
    const problems: string[] = [];
    for (const product of PRODUCTS) {
      const translated = texts.products[product.slug];
      if (!translated) continue;
      const problem = tagProblem(translated.about, englishOf(product).about);
      if (problem) problems.push(`${product.slug}: ${problem}`);
      for (const point of translated.points) {
        if (/[<>]/.test(point)) problems.push(`${product.slug}: markup in a point`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('labels every specification and translates every value that is words', () => {
    const missing = [
      ...[...specLabels].filter((label) => !texts.specs.labels[label]?.trim()).map((l) => `label ${l}`),
      ...[...specValues].filter((value) => !texts.specs.values[value]?.trim()).map((v) => `value ${v}`),
    ];
    expect(missing).toEqual([]);
  });

  it('has no specification text that is English or that the seed does not use', () => {
    const problems = [
      ...Object.entries(texts.specs.labels)
        .filter(([english, text]) => text === english || !specLabels.has(english))
        .map(([english]) => `label ${english}`),
      ...Object.entries(texts.specs.values)
        .filter(([english, text]) => text === english || !allSpecValues.has(english))
        .map(([english]) => `value ${english}`),
    ];
    expect(problems).toEqual([]);
  });

  it('gives one translation per English phrase (labels, values and warranties are stored as shared phrases)', () => {
    const phrases = new Map<string, Set<string>>();
    const add = (english: string, text: string) => phrases.set(english, (phrases.get(english) ?? new Set()).add(text));
    for (const [english, text] of Object.entries(texts.specs.labels)) add(english, text);
    for (const [english, text] of Object.entries(texts.specs.values)) add(english, text);
    for (const product of PRODUCTS) {
      const english = englishOf(product).warranty;
      const text = texts.products[product.slug]?.warranty;
      if (english && text) add(english, text);
    }
    const ambiguous = [...phrases]
      .filter(([, texts]) => texts.size > 1)
      .map(([english, texts]) => `${english}: ${[...texts].join(' | ')}`);
    expect(ambiguous).toEqual([]);
  });

  it('has every blog post, translated, with the English paragraphs and lists and balanced tags', () => {
    const problems: string[] = [];
    for (const post of POSTS) {
      const translated = texts.posts[post.slug];
      if (!translated) {
        problems.push(`${post.slug}: missing`);
        continue;
      }
      for (const field of ['title', 'excerpt', 'bodyHtml'] as const) {
        if (!translated[field].trim() || translated[field] === post[field]) problems.push(`${post.slug} ${field}`);
      }
      const problem = tagProblem(translated.bodyHtml, post.bodyHtml);
      if (problem) problems.push(`${post.slug}: ${problem}`);
      const share = ownScriptShare(`${translated.title} ${translated.bodyHtml}`, locale, new Set());
      if (share < 0.6) problems.push(`${post.slug}: ${Math.round(share * 100)} % own script`);
    }
    const known = new Set(POSTS.map((p) => p.slug));
    for (const slug of Object.keys(texts.posts)) if (!known.has(slug)) problems.push(`${slug}: no such post`);
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('rejects unbalanced or foreign tags and counts script letters', () => {
    expect(tagProblem('<strong>a</strong> b', '<strong>x</strong> y')).toBeNull();
    expect(tagProblem('<strong>a b', '<strong>x</strong> y')).toMatch(/unclosed/);
    expect(tagProblem('<em>a</em>', '<strong>x</strong>')).toMatch(/unexpected tag/);
    expect(tagProblem('a', '<strong>x</strong>')).toMatch(/tags/);
    expect(ownScriptShare('Bosch ब्रेक पैड 10,000 km', 'hi', new Set(['bosch']))).toBe(1);
    expect(ownScriptShare('brake pads ब्रेक', 'hi', new Set())).toBeLessThan(0.6);
    expect(isWordValue('Front axle')).toBe(true);
    expect(isWordValue('0 986 AB1 412')).toBe(false);
  });
});
