import type { SeedCategory } from './types';

type Leaf = [slug: string, name: string, image: string | null, description: string];

function tree(
  slug: string,
  name: string,
  description: string,
  leaves: Leaf[],
  paginationMode: SeedCategory['paginationMode'] = 'page',
): SeedCategory[] {
  return [
    {
      slug,
      name,
      parentSlug: null,
      image: `/images/categories/${slug}.svg`,
      layout: 'categories',
      paginationMode,
      description,
    },
    ...leaves.map(([leafSlug, leafName, image, leafDescription]) => ({
      slug: leafSlug,
      name: leafName,
      parentSlug: slug,
      image,
      layout: 'products' as const,
      paginationMode: 'page' as const,
      description: leafDescription,
    })),
  ];
}

const img = (key: string) => `/images/products/${key}-1.svg`;

/** 8 top-level shop categories, each followed by its subcategories (leaves). */
export const CATEGORIES: SeedCategory[] = [
  ...tree('engine-filters', 'Engine & Filters', 'Filters, spark plugs and clutch parts to keep the engine healthy.', [
    ['filters', 'Oil & Air Filters', img('oil-filter'), 'Oil, air and cabin filters for cars and bikes.'],
    ['spark-plugs', 'Spark Plugs', img('spark-plug'), 'Copper, platinum and iridium spark plugs.'],
    ['clutch-parts', 'Clutch Parts', img('clutch-plate'), 'Clutch kits, plates and cables.'],
  ]),
  ...tree(
    'brakes-suspension',
    'Brakes & Suspension',
    'Brake pads, discs and shock absorbers for safe stopping and a smooth ride.',
    [
      ['brake-pads', 'Brake Pads & Shoes', img('brake-pad'), 'Disc brake pads and drum brake shoes.'],
      ['brake-discs', 'Brake Discs', img('brake-disc'), 'Brake discs and rotors for cars and motorcycles.'],
      ['shock-absorbers', 'Shock Absorbers', img('shock-absorber'), 'Gas and hydraulic shock absorbers and struts.'],
    ],
  ),
  ...tree(
    'electricals-batteries',
    'Electricals & Batteries',
    'Batteries, lighting and horns for cars and two-wheelers.',
    [
      ['batteries', 'Batteries', img('battery'), 'Car, SUV and two-wheeler batteries with warranty.'],
      [
        'headlamps-bulbs',
        'Headlamps & Bulbs',
        img('bulb'),
        'Halogen and LED bulbs, headlamp assemblies and fog lamps.',
      ],
      ['horns', 'Horns', img('horn'), 'Electric disc and trumpet horns.'],
    ],
  ),
  ...tree('tyres-wheels', 'Tyres & Wheels', 'Tubeless tyres for cars, SUVs and two-wheelers, plus wheel accessories.', [
    ['tyres', 'Tyres', img('tyre'), 'Car, SUV, motorcycle and scooter tyres.'],
    ['wheel-accessories', 'Wheel Accessories', img('tyre-inflator'), 'Tyre inflators, puncture kits and wheel covers.'],
  ]),
  ...tree(
    'interior-parts',
    'Interior Parts',
    'Seat covers, floor mats, steering covers and cabin accessories.',
    [
      ['seat-covers', 'Seat Covers & Cushions', img('seat-cover'), 'Custom-fit seat covers, cushions and neck rests.'],
      ['floor-mats', 'Floor Mats', img('floor-mat'), '3D, 7D and rubber floor mats.'],
      [
        'steering-covers',
        'Steering Covers',
        img('steering-cover'),
        'Leather, microfibre and silicone steering wheel covers.',
      ],
      [
        'dashboard-accessories',
        'Dashboard & Cabin Accessories',
        img('phone-holder'),
        'Phone holders, dash cams, fresheners and organisers.',
      ],
      ['sun-shades', 'Sun Shades', img('sun-shade'), 'Window sun shades and windscreen reflectors.'],
    ],
    'cursor',
  ),
  ...tree('exterior-body', 'Exterior & Body', 'Mirrors, wipers, body covers and car care.', [
    ['mirrors', 'Mirrors', img('mirror'), 'Outside rear-view mirrors and mirror glass.'],
    ['wipers', 'Wiper Blades', img('wiper'), 'Frameless and conventional wiper blades.'],
    ['body-covers', 'Body Covers', img('body-cover'), 'Waterproof and dust-proof car and bike body covers.'],
    ['car-care', 'Car Care', img('spray-bottle'), 'Shampoo, polish, wax and microfibre cloths.'],
  ]),
  ...tree('oils-fluids', 'Oils & Fluids', 'Engine oils, coolants and brake fluids.', [
    ['engine-oils', 'Engine Oils', img('oil-bottle'), 'Synthetic and mineral engine oils for cars and bikes.'],
    [
      'coolants-fluids',
      'Coolants & Fluids',
      img('coolant-bottle'),
      'Coolants, brake fluids, chain lube and additives.',
    ],
  ]),
  ...tree('two-wheeler-ev', 'Two-Wheeler & EV', 'Bike parts, helmets, riding gear and electric-vehicle parts.', [
    [
      'two-wheeler-parts',
      'Two-Wheeler Parts',
      img('chain-kit'),
      'Chain sprocket kits, brake shoes, clutch plates and cables.',
    ],
    ['helmets', 'Helmets', img('helmet'), 'ISI and DOT certified full-face, open-face and modular helmets.'],
    ['riding-gear', 'Riding Gear', img('gloves'), 'Riding gloves, jackets and rain suits.'],
    [
      'ev-parts',
      'EV Parts & Chargers',
      img('wall-charger'),
      'Chargers, charging cables and accessories for electric cars and scooters.',
    ],
  ]),
];
