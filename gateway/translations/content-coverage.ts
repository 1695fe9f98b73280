/**
 * Which shop content lacks a translation, or has English copied in place of one (issue #22):
 * `npm run i18n:check` runs this over the seed (scripts/check-translations.ts). Pure: it reads the
 * English seed data and the translations as modules, no database.
 */
import { BLOG_CATEGORIES, CATEGORIES, COLORS, POSTS, PRODUCTS } from '../catalogue/seed';
import { CONTENT_TEXTS } from '../catalogue/seed/translations';
import { BATTERY_INSTALLATION } from '../workshops/installation.seed';
import { MORE_WORKSHOPS } from '../workshops/seed/more-cities';
import { SERVICES } from '../workshops/seed/services';
import { WORKSHOPS } from '../workshops/seed/workshops';
import { STRUCTURAL_TEXTS, type StructuralTexts } from './seed';

export const CONTENT_LOCALES = ['hi', 'kn', 'ta', 'te'] as const;
type Locale = (typeof CONTENT_LOCALES)[number];

/** Each locale's script: a translation holds at least one letter of it. */
const SCRIPT: Record<Locale, RegExp> = {
  hi: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};

/**
 * Content that stays as written in every language: clothing sizes, units and the names of a
 * product's variants as the brand sells them (an air freshener's fragrances).
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  'PSI/BAR',
  'PSI/kPa',
  'Cool Surf Blue',
  'Fresh Lush Green',
  'Bright Tangy Delight',
  'Musk After Smoke',
  'Petal Crush Pink',
]);

const COLOUR_NAMES = new Set(COLORS.map((c) => c.name));

/** The English phrases the structural texts must translate: attribute groups, option names and values. */
export function requiredPhrases(): string[] {
  const phrases = new Set<string>();
  for (const product of PRODUCTS) {
    for (const attribute of product.attributes) phrases.add(attribute.group);
    for (const option of product.options) {
      phrases.add(option.name);
      for (const value of option.values)
        if (option.type !== 'color' && !COLOUR_NAMES.has(value.name)) phrases.add(value.name);
    }
  }
  return [...phrases].filter((p) => !SAME_IN_EVERY_LANGUAGE.has(p));
}

/** Every structural item's English text(s), keyed as the translations are. */
function structuralEnglish() {
  const packages = SERVICES.flatMap((s) =>
    s.packages.map(([key, name, , , includes]) => ({ id: `${s.slug}/${key}`, name, includes })),
  );
  return {
    categories: CATEGORIES.map((c) => ({ key: c.slug, texts: [c.name, c.description ?? ''] })),
    types: [...new Set(PRODUCTS.map((p) => p.partType))].map((slug) => ({ key: slug, texts: [slug] })),
    colors: COLORS.map((c) => ({ key: c.slug, texts: [c.name] })),
    phrases: requiredPhrases().map((p) => ({ key: p, texts: [p] })),
    services: SERVICES.map((s) => ({ key: s.slug, texts: [s.name, s.summary, s.description, ...s.includes] })),
    packages: [...packages, BATTERY_INSTALLATION].map((p) => ({ key: p.id, texts: [p.name, ...p.includes] })),
    workshops: [...WORKSHOPS, ...MORE_WORKSHOPS].map((w) => ({ key: w.city, texts: [w.name, w.address] })),
    blogCategories: BLOG_CATEGORIES.map((c) => ({ key: c.slug, texts: [c.name] })),
  };
}

function translatedTexts(texts: StructuralTexts, kind: keyof ReturnType<typeof structuralEnglish>, key: string) {
  switch (kind) {
    case 'categories': {
      const c = texts.categories[key];
      return c && [c.name, c.description];
    }
    case 'services': {
      const s = texts.services[key];
      return s && [s.name, s.summary, s.description, ...s.includes];
    }
    case 'packages': {
      const p = texts.packages[key];
      return p && [p.name, ...p.includes];
    }
    case 'workshops': {
      const w = texts.workshops[key];
      return w && [w.name, w.address];
    }
    case 'types':
    case 'colors':
    case 'phrases':
    case 'blogCategories': {
      const t = texts[kind][key];
      return t === undefined ? undefined : [t];
    }
  }
}

/** One problem per line, e.g. `ta: categories "horns" missing`; empty when everything is translated. */
export function contentTranslationProblems(structural: Record<Locale, StructuralTexts> = STRUCTURAL_TEXTS): string[] {
  const problems: string[] = [];
  const english = structuralEnglish();
  for (const locale of CONTENT_LOCALES) {
    const texts = structural[locale];
    const check = (what: string, source: string, translation: string) => {
      if (translation.trim() === '') problems.push(`${locale}: ${what} is empty`);
      else if (!SCRIPT[locale].test(translation) && !SAME_IN_EVERY_LANGUAGE.has(source))
        problems.push(`${locale}: ${what} is not written in the language: "${translation}"`);
    };
    for (const kind of Object.keys(english) as (keyof typeof english)[]) {
      for (const { key, texts: sources } of english[kind]) {
        const translated = translatedTexts(texts, kind, key);
        if (!translated) problems.push(`${locale}: ${kind} "${key}" has no translation`);
        else if (translated.length !== sources.length)
          problems.push(`${locale}: ${kind} "${key}" has ${translated.length} texts, the English ${sources.length}`);
        else translated.forEach((t, i) => check(`${kind} "${key}" (${i + 1})`, sources[i]!, t));
      }
    }
    problems.push(...pinCodeProblems(locale, texts, english.workshops));
    check('shop address', '', texts.shop.address);
    problems.push(...productTextProblems(locale));
  }
  return problems;
}

/** A workshop's translated address keeps the English address's PIN code, in digits (as the post reads it). */
function pinCodeProblems(locale: Locale, texts: StructuralTexts, workshops: { key: string; texts: string[] }[]) {
  return workshops.flatMap(({ key, texts: [, address] }) => {
    const pin = address?.match(/\b\d{6}\b/)?.[0];
    const translation = texts.workshops[key]?.address;
    return pin && translation && !translation.includes(pin)
      ? [`${locale}: workshops "${key}" address lacks the PIN code ${pin}`]
      : [];
  });
}

/** Product, specification and post texts (catalogue/seed/translations), for the locales written so far. */
function productTextProblems(locale: Locale): string[] {
  const texts = CONTENT_TEXTS[locale];
  if (!texts) return [];
  const problems: string[] = [];
  const script = SCRIPT[locale];
  const written = (what: string, text: string | undefined) => {
    if (!text?.trim()) problems.push(`${locale}: ${what} has no translation`);
    else if (!script.test(text)) problems.push(`${locale}: ${what} is not written in the language: "${text}"`);
  };
  for (const product of PRODUCTS) {
    const t = texts.products[product.slug];
    if (!t) {
      problems.push(`${locale}: product "${product.slug}" has no texts`);
      continue;
    }
    written(`product "${product.slug}" excerpt`, t.excerpt);
    written(`product "${product.slug}" about`, t.about);
  }
  const labels = new Set(PRODUCTS.flatMap((p) => p.attributes.map((a) => a.name)));
  for (const label of labels) written(`specification label "${label}"`, texts.specs.labels[label]);
  for (const post of POSTS) {
    const t = texts.posts[post.slug];
    written(`post "${post.slug}" title`, t?.title);
    written(`post "${post.slug}" body`, t?.bodyHtml);
  }
  return problems;
}

/** The locales whose product, specification and post texts are not written yet (a notice, not a failure). */
export function localesWithoutProductTexts(): Locale[] {
  return CONTENT_LOCALES.filter((locale) => !CONTENT_TEXTS[locale]);
}
