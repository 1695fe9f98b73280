/**
 * Normalising text for catalogue search: case, accents, spacing and punctuation are forgiven.
 * The same functions build the stored search columns and the query, so both sides agree.
 */

/** Lower case, accents removed, punctuation to spaces, runs of spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
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
