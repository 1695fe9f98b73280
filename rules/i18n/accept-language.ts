/**
 * The language a request asks for (docs/decisions/034): HTTP's Accept-Language, read the same way
 * by the gateway (which language the API answers in) and the web app (which interface language a
 * first visit gets, and which language the server-rendered page asks the API for).
 */

/** Accept-Language's tags, most wanted first ("hi-IN,hi;q=0.9,en;q=0.8" → hi-IN, hi, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The first offered language code the header names ("ta-IN" counts as "ta"), else `fallback`.
 * A header naming none of them (or "*", or nothing) gets the fallback: English, the source.
 */
export function preferredLanguage<T extends string>(
  header: string | null | undefined,
  offered: readonly T[],
  fallback: T,
): T {
  for (const tag of acceptedLanguages(header)) {
    const code = tag.toLowerCase().split('-')[0];
    const found = offered.find((o) => o === code);
    if (found) return found;
  }
  return fallback;
}
