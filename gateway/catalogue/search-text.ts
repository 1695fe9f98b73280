/**
 * Normalising text for catalogue search: case, Latin accents, spacing and punctuation are forgiven;
 * the vowel signs and viramas of Indian scripts are kept (they are letters there, not accents:
 * "बैटरी" stays "बैटरी", never "बटर"). The same functions build the stored search columns and the
 * query, so both sides agree.
 */

/**
 * Combining marks that are accents on Latin, Greek or Cyrillic letters (Combining Diacritical
 * Marks and their supplements, half marks). The marks of Devanagari, Tamil, Kannada and Telugu
 * live in their own blocks and are not among them.
 */
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Format characters: zero-width joiners and non-joiners, soft hyphens, direction marks, BOM. */
const FORMAT = /\p{Cf}/gu;

/** Marks with no letter before them (a query of only vowel signs, or one after a space or digit). */
const ORPHAN_MARKS = /(?<![\p{L}\p{M}])\p{M}+/gu;

/** Lower case, Latin accents removed, Indian scripts kept, punctuation to spaces, runs of spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(ACCENTS, '')
    .replace(FORMAT, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(ORPHAN_MARKS, '')
    .normalize('NFC')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The normalised text without any spaces: "Brake-Pad 2 " → "brakepad2". */
export function compactSearchText(text: string): string {
  return normalizeSearchText(text).replace(/ /g, '');
}

/** A SKU or part number as compared for exact hits: "F 002 h23-7a8" → "F002H237A8". */
export function codeKey(code: string): string {
  return compactSearchText(code).toUpperCase();
}

/** What a product is found by: name, SKU, part number, brand and category names. */
export function productSearchText(parts: {
  name: string;
  sku: string;
  partNumber: string;
  brand: string;
  categories: readonly string[];
}): string {
  return normalizeSearchText([parts.name, parts.sku, parts.partNumber, parts.brand, ...parts.categories].join(' '));
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
