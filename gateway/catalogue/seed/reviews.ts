/**
 * Sample shopper reviews, composed deterministically (seeded PRNG) from fragments that
 * match each product's part type, fitment and rating.
 */
import type { ModelKey, SeedProduct, SeedReview } from './types';
import { hash, prng } from './helpers';
import { PRODUCTS } from './products';

const MODEL_NAMES: Record<ModelKey, string> = {
  'maruti-suzuki/swift': 'Swift',
  'maruti-suzuki/baleno': 'Baleno',
  'maruti-suzuki/dzire': 'Dzire',
  'hyundai/creta': 'Creta',
  'hyundai/i20': 'i20',
  'tata/nexon': 'Nexon',
  'tata/nexon-ev': 'Nexon EV',
  'tata/punch': 'Punch',
  'mahindra/xuv700': 'XUV700',
  'mahindra/scorpio-n': 'Scorpio-N',
  'honda/city': 'City',
  'toyota/innova-crysta': 'Innova Crysta',
  'kia/seltos': 'Seltos',
  'hero/splendor-plus': 'Splendor Plus',
  'honda/activa-6g': 'Activa 6G',
  'bajaj/pulsar-150': 'Pulsar 150',
  'tvs/apache-rtr-160': 'Apache RTR 160',
  'tvs/jupiter': 'Jupiter',
  'royal-enfield/classic-350': 'Classic 350',
  'ather/450x': 'Ather 450X',
  'ola/s1-pro': 'Ola S1 Pro',
  'yamaha/fz-s': 'FZ-S',
};

const FIRST = [
  'Rahul',
  'Priya',
  'Amit',
  'Sneha',
  'Vikram',
  'Ananya',
  'Suresh',
  'Kavya',
  'Arjun',
  'Meera',
  'Rohit',
  'Divya',
  'Karthik',
  'Pooja',
  'Sanjay',
  'Lakshmi',
  'Manoj',
  'Neha',
  'Imran',
  'Farah',
  'Gurpreet',
  'Harpreet',
  'Deepak',
  'Swati',
  'Venkatesh',
  'Aishwarya',
  'Nikhil',
  'Ritu',
  'Abhishek',
  'Shreya',
  'Prakash',
  'Anjali',
  'Joseph',
  'Mary',
  'Siddharth',
  'Tanvi',
  'Rajesh',
  'Bhavna',
  'Aditya',
  'Nandini',
  'Mohammed',
  'Zoya',
  'Ravi',
  'Sunita',
  'Vivek',
  'Keerthana',
  'Naveen',
  'Pallavi',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Singh',
  'Gupta',
  'Menon',
  'Rao',
  'Kulkarni',
  'Das',
  'Chatterjee',
  'Khan',
  'Joshi',
  'Verma',
  'Pillai',
  'Mehta',
  'Shetty',
  'Bose',
  'Naidu',
  'Deshpande',
  'Agarwal',
  'Fernandes',
  'Gill',
  'Yadav',
  'Mishra',
  'Hegde',
  'Banerjee',
  'Krishnan',
  'Sethi',
];
const CITIES = [
  'Pune',
  'Bengaluru',
  'Jaipur',
  'Chennai',
  'Lucknow',
  'Kochi',
  'Indore',
  'Hyderabad',
  'Delhi',
  'Mumbai',
  'Chandigarh',
  'Kolkata',
  'Noida',
  'Coimbatore',
  'Nagpur',
];

type Group = { good: string[]; bad: string[] };
const G: Record<string, Group> = {
  brakes: {
    good: [
      'Braking is much more confident now, no more squeal at signals.',
      'Bite is progressive and the pedal feels firm again.',
      'Stops well even with the family and luggage on board.',
      'Bedded in within 200 km and now they are very quiet.',
    ],
    bad: ['Slight squeal in the first week, settled later.', 'Produces more dust than the originals.'],
  },
  suspension: {
    good: [
      'Ride over speed breakers is much softer now.',
      'Potholes on my daily route are not jarring any more.',
      'Bike feels planted with a pillion.',
    ],
    bad: ['A little stiff for my liking.', 'Took two visits to the mechanic to fit properly.'],
  },
  battery: {
    good: [
      'First-crank start every morning, even in winter.',
      'Installation guy came the same day and took the old battery for exchange.',
      'Warranty card was registered on the spot, good experience.',
      'Self-start is noticeably quicker than with the old battery.',
    ],
    bad: ['Delivery took longer than promised.', 'Exchange value for the old battery was lower than local shops.'],
  },
  tyre: {
    good: [
      'Grip in the wet is excellent, tested in heavy Mumbai rain.',
      'Very quiet on the highway and the ride is comfortable.',
      'Fitting and balancing at the partner shop was free and quick.',
      'Manufacturing date was recent, only two months old.',
    ],
    bad: ['Tread feels a bit hard in the first 500 km.', 'Partner shop was far from my area.'],
  },
  filter: {
    good: [
      'Exact fit, same as the company part.',
      'Pickup improved after replacing the old clogged one.',
      'Genuine packing with hologram.',
      'Saved a lot compared to the service centre price.',
    ],
    bad: ['Packaging was slightly crushed but the part was fine.', 'Rubber seal was a little tight.'],
  },
  plug: {
    good: [
      'Idling is smoother and starting is instant.',
      'Mileage went up by 2–3 km/l in my use.',
      'Throttle response is sharper.',
    ],
    bad: ['No big difference over the stock plug for me.', 'Gap had to be checked before fitting.'],
  },
  clutch: {
    good: [
      'Clutch is light and engagement is smooth in traffic.',
      'No more slipping on flyovers.',
      'Mechanic said the quality is as good as OEM.',
    ],
    bad: ['Slight judder in first gear for a few days.', 'Labour cost more than the part.'],
  },
  lighting: {
    good: [
      'Night visibility is much better on unlit highways.',
      'Bright white light, looks premium.',
      'Plug and play, fitted in 10 minutes.',
    ],
    bad: ['Beam cut-off is not as sharp as I hoped.', 'One unit flickers occasionally.'],
  },
  horn: {
    good: [
      'Loud and clear, people actually hear it now.',
      'Sound is pleasant, not irritating.',
      'Easy to wire with the relay.',
    ],
    bad: ['Needed a relay, which was not included.', 'Louder than I expected in residential lanes.'],
  },
  interior: {
    good: [
      'Fit is perfect, looks like it came from the factory.',
      'Material quality is good and it is easy to clean.',
      'Colour matches the photos exactly.',
      'Cabin looks premium now, friends asked where I bought it.',
    ],
    bad: ['Took a long time to install on my own.', 'Slight smell for the first few days.'],
  },
  gadget: {
    good: ['Solid build and works as described.', 'Very handy on daily drives.', 'Value for money product.'],
    bad: ['Suction weakens in peak summer heat.', 'Instructions could be clearer.'],
  },
  exterior: {
    good: [
      'Exact fit and good finish.',
      'Wipes clean in one pass, no streaks in the rain.',
      'Protects the car well during monsoon.',
    ],
    bad: ['A bit bulky to fold and store.', 'Colour is slightly different from the picture.'],
  },
  care: {
    good: ['Foams well and leaves a nice shine.', 'A little goes a long way.', 'Safe on my car’s ceramic coating.'],
    bad: ['Fragrance is too strong for me.', 'Bottle cap leaked slightly during delivery.'],
  },
  oil: {
    good: [
      'Engine feels smoother and quieter after the change.',
      'Genuine seal and QR code verified.',
      'Gear shifts are slicker now.',
      'Cheaper than the local shop and delivered quickly.',
    ],
    bad: ['Price went up since my last order.', 'Wish there was a bigger pack.'],
  },
  chain: {
    good: [
      'Noise from the chain is gone, ride is smooth.',
      'Good quality sprockets, fitment was perfect.',
      'Much better than the local brand I used before.',
    ],
    bad: ['Needed a re-adjustment after 500 km.', 'Chain lube not included.'],
  },
  helmet: {
    good: [
      'Comfortable for long rides, padding is soft.',
      'Visor is clear and does not fog much.',
      'ISI mark and sticker present, feels sturdy.',
      'Size chart was accurate.',
    ],
    bad: ['A little heavy for long rides.', 'Some wind noise at higher speeds.'],
  },
  gear: {
    good: [
      'Fits well and the armour sits in the right place.',
      'Good airflow even in hot afternoons.',
      'Quality stitching, feels durable.',
    ],
    bad: ['Sizing runs a little small, order one size up.', 'Velcro could be stronger.'],
  },
  ev: {
    good: [
      'Charging is reliable and the app works well.',
      'Installer was professional and explained everything.',
      'Overnight charging is now hassle free.',
    ],
    bad: ['Installation appointment got rescheduled once.', 'Cable could have been a little longer.'],
  },
  tools: {
    good: [
      'Saved me during a puncture on the expressway.',
      'Auto cut-off works accurately.',
      'Compact and easy to keep in the boot.',
    ],
    bad: ['Gets warm after long use.', 'A bit noisy.'],
  },
};

const GROUP_OF: Record<string, string> = {
  'brake-pad': 'brakes',
  'brake-disc': 'brakes',
  'brake-shoe': 'brakes',
  'shock-absorber': 'suspension',
  battery: 'battery',
  tyre: 'tyre',
  'oil-filter': 'filter',
  'air-filter': 'filter',
  'cabin-filter': 'filter',
  'fuel-filter': 'filter',
  'spark-plug': 'plug',
  'clutch-kit': 'clutch',
  'clutch-plate': 'clutch',
  'halogen-bulb': 'lighting',
  'led-bulb': 'lighting',
  headlamp: 'lighting',
  'fog-lamp': 'lighting',
  horn: 'horn',
  'seat-cover': 'interior',
  'floor-mat': 'interior',
  'steering-cover': 'interior',
  'neck-rest': 'interior',
  'seat-cushion': 'interior',
  'sun-shade': 'interior',
  'phone-holder': 'gadget',
  'dash-cam': 'gadget',
  'charger-cable': 'gadget',
  organiser: 'gadget',
  'air-freshener': 'gadget',
  mirror: 'exterior',
  wiper: 'exterior',
  'body-cover': 'exterior',
  'wheel-cover': 'exterior',
  'car-shampoo': 'care',
  polish: 'care',
  'engine-oil': 'oil',
  coolant: 'oil',
  'brake-fluid': 'oil',
  'chain-lube': 'oil',
  'gear-oil': 'oil',
  'chain-kit': 'chain',
  helmet: 'helmet',
  jacket: 'gear',
  gloves: 'gear',
  'rain-suit': 'gear',
  'wall-charger': 'ev',
  'portable-charger': 'ev',
  'tyre-inflator': 'tools',
  'puncture-kit': 'tools',
};

const OPENERS: Record<number, string[]> = {
  5: [
    'Excellent product.',
    'Very happy with this purchase.',
    'Totally worth it.',
    'Superb quality, highly recommended.',
    'Best buy this year.',
  ],
  4: [
    'Good product overall.',
    'Happy with it, does the job.',
    'Nice quality for the price.',
    'Satisfied with the purchase.',
  ],
  3: ['It’s okay.', 'Average experience.', 'Decent, but not outstanding.'],
  2: ['Not very impressed.', 'Expected better.'],
  1: ['Disappointed.', 'Would not buy again.'],
};
const CLOSERS: Record<number, string[]> = {
  5: [
    'Delivered in 3 days to {city}.',
    'Packaging was neat and secure.',
    'Will order again from here.',
    'Price was lower than the local market in {city}.',
  ],
  4: [
    'Delivery to {city} took 4 days.',
    'Would give 5 stars if the price were a little lower.',
    'Packaging could be better.',
  ],
  3: ['Customer care was helpful though.', 'Delivery to {city} was on time.'],
  2: ['Raised a return request, waiting for pickup.', 'Support took a while to respond.'],
  1: ['Returned it; the refund was processed in a week.', 'Support asked me to contact the brand directly.'],
};

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function rating(rnd: () => number): number {
  const r = rnd();
  if (r < 0.5) return 5;
  if (r < 0.8) return 4;
  if (r < 0.91) return 3;
  if (r < 0.96) return 2;
  return 1;
}

const LAST_REVIEW_DAY = Date.UTC(2026, 3, 30);
const DAY = 86_400_000;

/** Products listed recently enough that nobody has reviewed them yet (intentionally reviewless). */
export const REVIEWLESS_PRODUCT_SLUGS: string[] = PRODUCTS.filter((p) => p.createdAt >= '2026-02-15').map(
  (p) => p.slug,
);

function reviewsFor(p: SeedProduct): SeedReview[] {
  if (REVIEWLESS_PRODUCT_SLUGS.includes(p.slug)) return [];
  const rnd = prng(hash(`reviews:${p.slug}`));
  const group = G[GROUP_OF[p.partType] ?? 'gadget']!;
  const count = 3 + Math.floor(rnd() * 6);
  const models = typeof p.fitment === 'object' ? (p.fitment.models ?? []) : [];
  const start = Date.parse(p.createdAt) + 5 * DAY;
  const out: SeedReview[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const stars = rating(rnd);
    let author = '';
    do {
      const first = pick(rnd, FIRST);
      author = rnd() < 0.5 ? `${first} ${pick(rnd, LAST)}` : `${first} ${pick(rnd, LAST)[0]}.`;
    } while (used.has(author));
    used.add(author);
    const city = pick(rnd, CITIES);
    const parts = [pick(rnd, OPENERS[stars]!)];
    if (models.length > 0 && rnd() < 0.6) {
      parts.push(`Bought it for my ${MODEL_NAMES[pick(rnd, models)]}${stars >= 4 ? ' and it fits perfectly.' : '.'}`);
    }
    const good = pick(rnd, group.good);
    const bad = pick(rnd, group.bad);
    if (stars >= 4) parts.push(good);
    if (stars === 4 && rnd() < 0.4) parts.push(`Only issue: ${bad.charAt(0).toLowerCase()}${bad.slice(1)}`);
    if (stars === 3)
      parts.push(
        good,
        `${pick(rnd, ['On the downside,', 'However,', 'Minus point:'])} ${bad.charAt(0).toLowerCase()}${bad.slice(1)}`,
      );
    if (stars <= 2) parts.push(bad);
    const date = new Date(start + Math.floor(rnd() * Math.max(1, (LAST_REVIEW_DAY - start) / DAY)) * DAY);
    const months = Math.floor((date.getTime() - start) / (30 * DAY));
    if (stars >= 3 && months >= 2 && rnd() < 0.4)
      parts.push(
        pick(rnd, [
          `Using it for about ${months} months now.`,
          `Review after ${months} months of use.`,
          `Still going strong after ${months} months.`,
        ]),
      );
    parts.push(pick(rnd, CLOSERS[stars]!).replace('{city}', city));
    out.push({
      productSlug: p.slug,
      author,
      rating: stars,
      content: parts.join(' '),
      date: date.toISOString().slice(0, 10),
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

export const REVIEWS: SeedReview[] = PRODUCTS.flatMap(reviewsFor);
