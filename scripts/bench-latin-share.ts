/**
 * `npm run bench:latin-share` (after `npm run build`): the share of Latin-script letters on the
 * server-rendered product page in Hindi, Kannada, Tamil and Telugu (issue #22, docs/decisions/040),
 * product, brand and vehicle names, SKUs, part numbers and units aside (scripts/latin-share/).
 * Starts the built app with an in-memory database and asks each page as a first visit in that
 * language (cookie and Accept-Language). Prints the share per page and language and the Latin words
 * left on the first page (what is still English). Goal: under 20 %.
 *
 * Options: PRODUCTS=slug,slug… LANGUAGES=hi,kn,ta,te WORDS=12 (Latin words listed per page, 0: none).
 */
import { startApp } from '../tests/support/e2e';
import { productPageLatinShare } from './latin-share/product-page';

const PRODUCTS = process.env.PRODUCTS?.split(',') ?? [
  'bosch-front-brake-pads-hyundai-creta',
  'tvs-girling-brake-shoe-honda-activa-6g',
  'exide-mileage-ml38b20l-35ah-car-battery',
];
const LANGUAGES = process.env.LANGUAGES?.split(',') ?? ['hi', 'kn', 'ta', 'te'];
const WORDS = Number(process.env.WORDS ?? 12);

const app = await startApp({ NODE_ENV: 'production' });
try {
  console.log(`${'product page'.padEnd(44)} ${LANGUAGES.map((l) => l.padStart(7)).join('')}`);
  const left: string[] = [];
  for (const slug of PRODUCTS) {
    const cells: string[] = [];
    for (const language of LANGUAGES) {
      const share = await productPageLatinShare(app.url, slug, language);
      cells.push(`${(share.share * 100).toFixed(1)} %`.padStart(7));
      if (WORDS > 0)
        left.push(
          `${slug} ${language}: ${share.words
            .slice(0, WORDS)
            .map(([w, n]) => `${w}×${n}`)
            .join(' ')}`,
        );
    }
    console.log(`${slug.padEnd(44)} ${cells.join('')}`);
  }
  if (left.length) console.log(`\nLatin words left (most frequent first):\n${left.join('\n')}`);
} finally {
  await app.stop();
}
