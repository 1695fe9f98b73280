import { JSDOM } from 'jsdom';
import { latinShare, type LatinShare } from './latin-share';

/** fetch, asked again once when a kept-alive connection was closed under it (a busy machine). */
async function get(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), connection: 'close' } });
  }
}

const NAMES = `query ($slug: String!) {
  product(slug: $slug) { name sku partNumber brand { name } compatibleModels { make model engines } }
  brands(limit: 100) { name }
}`;

/** What is written the same in every language on a product's page: its names and codes, and its vehicles'. */
async function namesOf(base: string, slug: string): Promise<string[]> {
  const response = await get(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: NAMES, variables: { slug } }),
  });
  const { data } = (await response.json()) as {
    data: {
      product: {
        name: string;
        sku: string;
        partNumber: string | null;
        brand: { name: string };
        compatibleModels: { make: string; model: string; engines: string[] }[];
      };
      brands: { name: string }[];
    };
  };
  const p = data.product;
  return [
    p.name,
    p.sku,
    p.partNumber ?? '',
    ...data.brands.map((b) => b.name),
    ...p.compatibleModels.flatMap((m) => [`${m.make} ${m.model}`, m.make, m.model, ...m.engines]),
  ];
}

/**
 * The text of the server-rendered product page's `<main>` in `language`, as a shopper's first
 * visit gets it, and the names of the products it links to (related products: names as written).
 */
export async function productPageText(base: string, slug: string, language: string) {
  // A render that runs past its time budget (a busy machine) answers the page unrendered: ask again.
  for (let attempt = 1; ; attempt++) {
    const response = await get(`${base}/products/${slug}`, {
      headers: { 'accept-language': language, cookie: `gp_lang=${language}` },
    });
    if (!response.ok) throw new Error(`/products/${slug}: ${response.status}`);
    const { document } = new JSDOM(await response.text()).window;
    const main = document.querySelector('main');
    if (!main) {
      if (attempt < 5) continue;
      throw new Error(`/products/${slug}: no <main> in 5 renders`);
    }
    for (const hidden of main.querySelectorAll('script, style, template, [hidden]')) hidden.remove();
    const linked = [...main.querySelectorAll('a[href^="/products/"]')].map((a) => a.textContent ?? '');
    return { text: main.textContent ?? '', linked };
  }
}

/** The Latin share of the server-rendered product page in `language`, names and codes aside. */
export async function productPageLatinShare(base: string, slug: string, language: string): Promise<LatinShare> {
  const { text, linked } = await productPageText(base, slug, language);
  const names = await namesOf(base, slug);
  return latinShare(text, [...names, ...linked]);
}
