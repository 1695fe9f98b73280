/**
 * The share of Latin-script letters among all letters of a text (issue #22, docs/decisions/040),
 * with what is written the same in every language set aside: the names given (product, brand,
 * vehicle makes and models), any word holding a digit (SKUs, part numbers, sizes such as 35Ah,
 * 5W-30, H4) and units written after a number ("150 mm", "12 V"). Letters are `\p{L}` (vowel signs
 * of Indian scripts are marks, not letters, so Indian words count fewer letters than they have).
 */
export interface LatinShare {
  latin: number;
  letters: number;
  /** latin / letters, 0 when there are no letters. */
  share: number;
  /** The Latin words left, most frequent first (what is still English). */
  words: [word: string, count: number][];
}

const UNIT_AFTER_NUMBER = /(\d)\s*(?:mm|cm|m|kg|g|ml|l|L|V|W|kW|A|Ah|mAh|km|kmpl|rpm|cc|Nm|bar|psi|°C|inch|in)\b/g;
const WITH_DIGIT = /[\p{L}\p{N}]*\d[\p{L}\p{N}\-/.]*/gu;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function latinShare(text: string, names: readonly string[]): LatinShare {
  let rest = text;
  const longestFirst = [...new Set(names.filter((n) => n.trim() !== ''))].sort((a, b) => b.length - a.length);
  for (const name of longestFirst) rest = rest.replace(new RegExp(escape(name), 'gi'), ' ');
  rest = rest.replace(UNIT_AFTER_NUMBER, '$1 ').replace(WITH_DIGIT, ' ');
  const letters = rest.match(/\p{L}/gu)?.length ?? 0;
  const latin = rest.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const counts = new Map<string, number>();
  for (const word of rest.match(/\p{Script=Latin}+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { latin, letters, share: letters ? latin / letters : 0, words };
}
