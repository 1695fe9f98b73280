/**
 * Shapes of the shop content's translations (issue #22). English stays in the seed files beside this
 * folder; each locale (hi, kn, ta, te) has its own folder `translations/<locale>/` with the files below,
 * written for people who read that language (not transliterated English). Product and brand names are
 * never translated (they stay as the brand writes them); part numbers, model codes and pure numbers stay
 * as they are.
 */

/** One product's own texts in one language, keyed by the product's slug in `PRODUCT_TEXTS`. */
export interface ProductTexts {
  /** The one-line excerpt. */
  excerpt: string;
  /** The first paragraph; may keep the same inline `<strong>` tags as the English. */
  about: string;
  /** The bullet points, same count and order as the English. */
  points: string[];
  /** The warranty text, when the English has one ("6 months or 10,000 km"). */
  warranty?: string;
}

/**
 * Specification labels and values, keyed by the exact English text used in the product seed
 * (`specs: [['Position', 'Front axle'], …]`, plus 'Part Number' and 'Warranty' labels). A value that is
 * only a number, a size or a code ('4', '195/55 R16', '0 986 AB1 412') has no entry and is shown as is.
 */
export interface SpecTexts {
  labels: Record<string, string>;
  values: Record<string, string>;
}

/** One blog post's texts in one language, keyed by the post's slug. Same simple HTML as the English. */
export interface PostTexts {
  title: string;
  excerpt: string;
  bodyHtml: string;
}

/** Everything written for one locale; `translations/index.ts` lists the locales that have it. */
export interface LocaleContentTexts {
  products: Record<string, ProductTexts>;
  specs: SpecTexts;
  posts: Record<string, PostTexts>;
}
