import type { ModelKey, SeedProduct } from './types';
import { FIT, colorOption, product, radioOption } from './helpers';
import { EV } from './products-ev';

const HELMET_SIZES = radioOption('Size', ['M (57–58 cm)', 'L (59–60 cm)', 'XL (61–62 cm)']);
const GEAR_SIZES = radioOption('Size', ['S', 'M', 'L', 'XL', 'XXL']);

function chainKit(
  model: ModelKey,
  bike: string,
  spec: string,
  price: number,
  created: string,
  oRing = false,
  mrp?: number,
): SeedProduct {
  const m = model.split('/')[1] ?? model;
  const code = m
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase();
  return product({
    slug: `rolon-chain-sprocket-kit-${m}`,
    name: `Rolon ${oRing ? 'O-Ring ' : ''}Chain Sprocket Kit for ${bike}`,
    sku: `RLN-CK-${code}`,
    pn: `RCK-${code}-${spec.replace(/[^0-9]/g, '')}`,
    brand: 'rolon',
    cat: 'two-wheeler-parts',
    price,
    mrp,
    excerpt: `Chain, front and rear sprocket set (${spec}) for the ${bike}.`,
    about: `Rolon is an <strong>OE chain supplier</strong> to Indian bike makers. This kit replaces the chain and both sprockets together for smooth, quiet drive.`,
    points: [
      `Teeth and links: ${spec}`,
      oRing ? 'Sealed O-ring chain lasts up to 30,000 km' : 'Heat-treated sprockets for long life',
      'Always replace chain and sprockets together',
    ],
    type: 'chain-kit',
    specs: [
      ['Chain Type', oRing ? 'O-ring' : 'Standard roller'],
      ['Kit Specification', spec],
      ['Contents', ['Chain', 'Front sprocket', 'Rear sprocket']],
    ],
    warranty: '6 months or 10,000 km',
    tags: ['chain kit', 'sprocket', m],
    created,
    featured: model === 'hero/splendor-plus',
    fit: { models: [model] },
  });
}

const PARTS: SeedProduct[] = [
  chainKit('hero/splendor-plus', 'Hero Splendor Plus', '14T / 44T / 100 links', 899, '2025-01-14', false, 1099),
  chainKit('bajaj/pulsar-150', 'Bajaj Pulsar 150', '14T / 42T / 128 links', 1499, '2025-03-08'),
  chainKit('royal-enfield/classic-350', 'Royal Enfield Classic 350', '15T / 38T / 104 links', 2299, '2025-05-19', true),
  chainKit('yamaha/fz-s', 'Yamaha FZ-S', '14T / 45T / 118 links', 1399, '2025-08-11'),
  product({
    slug: 'endurance-clutch-plate-set-tvs-apache-rtr-160',
    name: 'Endurance Clutch Plate Set for TVS Apache RTR 160',
    sku: 'END-CP-APR160',
    pn: 'CP-APR160-5',
    brand: 'endurance',
    cat: ['two-wheeler-parts', 'clutch-parts'],
    price: 699,
    excerpt: 'Set of 5 friction plates for the Apache RTR 160 wet clutch.',
    about:
      'Slipping clutch? A fresh set of <strong>cork-composite friction plates</strong> restores pull in every gear.',
    points: ['Set of 5 friction plates', 'Soak in engine oil before fitting', 'Workshop fitment recommended'],
    type: 'clutch-plate',
    specs: [
      ['Plates', '5 friction'],
      ['Material', 'Cork composite'],
      ['Clutch Type', 'Wet multi-plate'],
    ],
    tags: ['clutch plate', 'tvs', 'apache'],
    created: '2025-04-19',
    fit: { models: ['tvs/apache-rtr-160'] },
  }),
  product({
    slug: 'endurance-clutch-plate-set-bajaj-pulsar-150',
    name: 'Endurance Clutch Plate Set for Bajaj Pulsar 150',
    sku: 'END-CP-BP150',
    pn: 'CP-BP150-5',
    brand: 'endurance',
    cat: ['two-wheeler-parts', 'clutch-parts'],
    price: 649,
    excerpt: 'OE friction plates from Bajaj’s clutch supplier.',
    about: 'Endurance makes the <strong>original clutch</strong> for the Pulsar: same fit and feel.',
    points: ['Set of 5 friction plates', 'Smooth engagement', 'Long life'],
    type: 'clutch-plate',
    specs: [
      ['Plates', '5 friction'],
      ['Material', 'Paper-based'],
      ['Clutch Type', 'Wet multi-plate'],
    ],
    tags: ['clutch plate', 'bajaj', 'pulsar'],
    created: '2025-09-06',
    fit: { models: ['bajaj/pulsar-150'] },
  }),
  product({
    slug: 'tvs-girling-rear-brake-shoe-hero-splendor-plus',
    name: 'TVS Girling Rear Brake Shoe for Hero Splendor Plus',
    sku: 'TVG-BS-HSPR',
    pn: 'GBS-HSP-R',
    brand: 'tvs-girling',
    cat: ['two-wheeler-parts', 'brake-pads'],
    price: 219,
    excerpt: 'Asbestos-free rear drum brake shoes.',
    about: '<strong>Drum brake shoes</strong> with springs for the Splendor Plus 130 mm rear drum.',
    points: ['Pair of shoes with springs', 'Progressive braking feel', 'Easy fitment'],
    type: 'brake-shoe',
    specs: [
      ['Brake Type', 'Drum'],
      ['Drum Diameter', '130 mm'],
      ['Shoes in Set', '2'],
    ],
    tags: ['brake shoe', 'hero', 'splendor'],
    created: '2025-02-04',
    fit: { models: ['hero/splendor-plus'] },
  }),
];

interface HelmetSpec {
  slug: string;
  pn: string;
  name: string;
  brand: 'steelbird' | 'vega' | 'studds';
  style: string;
  price: number;
  mrp?: number;
  colors: string[];
  weight: string;
  cert: string;
  note: string;
  created: string;
  featured?: boolean;
  stock?: SeedProduct['stock'];
}

function helmet(h: HelmetSpec, i: number): SeedProduct {
  const prefix = { steelbird: 'STB', vega: 'VGA', studds: 'STD' }[h.brand];
  return product({
    slug: h.slug,
    name: h.name,
    sku: `${prefix}-HL-${String(200 + i * 13)}`,
    pn: h.pn,
    brand: h.brand,
    cat: 'helmets',
    price: h.price,
    mrp: h.mrp,
    stock: h.stock,
    excerpt: `${h.cert} certified ${h.style.toLowerCase()} helmet. ${h.note}`,
    about: `The <strong>${h.name}</strong> is a ${h.style.toLowerCase()} helmet with an EPS liner and ${h.cert} certification. ${h.note}`,
    points: [
      'High-impact ABS / thermoplastic shell',
      'Removable, washable padding',
      'Quick-release chin strap',
      'Measure your head just above the eyebrows to pick a size',
    ],
    type: 'helmet',
    specs: [
      ['Helmet Type', h.style],
      ['Certification', h.cert],
      ['Weight', h.weight],
    ],
    warranty: '6 months against manufacturing defects',
    options: [colorOption(h.colors), HELMET_SIZES],
    tags: ['helmet', 'isi', 'safety', h.style.toLowerCase()],
    created: h.created,
    featured: h.featured,
    fit: 'all',
  });
}

const HELMET_SPECS: HelmetSpec[] = [
  {
    slug: 'steelbird-sba-1-full-face-helmet',
    pn: 'SBA-1 FF',
    name: 'Steelbird SBA-1 Full Face Helmet',
    brand: 'steelbird',
    style: 'Full Face',
    price: 1199,
    mrp: 1599,
    colors: ['black', 'white', 'red', 'blue'],
    weight: '1,250 g',
    cert: 'ISI',
    note: 'A best-seller for daily commuters, with a clear anti-scratch visor.',
    created: '2025-01-10',
    featured: true,
  },
  {
    slug: 'steelbird-sba-7-flip-up-helmet',
    pn: 'SBA-7 FLIP',
    name: 'Steelbird SBA-7 Flip-Up Helmet',
    brand: 'steelbird',
    style: 'Modular',
    price: 1699,
    colors: ['black', 'grey', 'white'],
    weight: '1,450 g',
    cert: 'ISI',
    note: 'Flip the chin bar up at signals without taking it off.',
    created: '2025-04-30',
  },
  {
    slug: 'steelbird-sbh-11-zoom-open-face-helmet',
    pn: 'SBH-11 ZOOM',
    name: 'Steelbird SBH-11 Zoom Open Face Helmet',
    brand: 'steelbird',
    style: 'Open Face',
    price: 899,
    colors: ['black', 'white', 'maroon', 'yellow'],
    weight: '950 g',
    cert: 'ISI',
    note: 'Light and airy for scooter rides in the city.',
    created: '2025-06-18',
  },
  {
    slug: 'vega-crux-open-face-helmet',
    pn: 'CRX-OF',
    name: 'Vega Crux Open Face Helmet',
    brand: 'vega',
    style: 'Open Face',
    price: 949,
    colors: ['black', 'white', 'red', 'pink', 'blue'],
    weight: '900 g',
    cert: 'ISI',
    note: 'Compact shell that suits riders of all ages.',
    created: '2025-03-21',
  },
  {
    slug: 'vega-off-road-dv-helmet',
    pn: 'ORD-DV',
    name: 'Vega Off Road D/V Motocross Helmet',
    brand: 'vega',
    style: 'Motocross',
    price: 1899,
    colors: ['black', 'orange', 'green'],
    weight: '1,300 g',
    cert: 'ISI',
    note: 'Peak visor and a wide eye port for trails; internal sun visor.',
    created: '2025-09-27',
    stock: 'on-backorder',
  },
  {
    slug: 'studds-shifter-d6-decor-full-face-helmet',
    pn: 'SHIFTER-D6-DCR',
    name: 'Studds Shifter D6 Decor Full Face Helmet',
    brand: 'studds',
    style: 'Full Face',
    price: 1599,
    mrp: 1895,
    colors: ['black', 'grey', 'red', 'navy'],
    weight: '1,300 g',
    cert: 'ISI',
    note: 'Sporty graphics, wind-tunnel-tested vents.',
    created: '2025-07-12',
    featured: true,
  },
  {
    slug: 'studds-ninja-3g-flip-up-helmet',
    pn: 'NINJA-3G',
    name: 'Studds Ninja 3G Flip-Up Helmet',
    brand: 'studds',
    style: 'Modular',
    price: 1399,
    colors: ['black', 'white', 'silver'],
    weight: '1,400 g',
    cert: 'ISI',
    note: 'Practical modular helmet with a dual-visor option.',
    created: '2025-11-15',
  },
  {
    slug: 'steelbird-sa-2-aeronautics-dot-helmet',
    pn: 'SA-2 AERO',
    name: 'Steelbird SA-2 Aeronautics DOT Full Face Helmet',
    brand: 'steelbird',
    style: 'Full Face',
    price: 3499,
    mrp: 4299,
    colors: ['black', 'red', 'yellow', 'blue'],
    weight: '1,450 g',
    cert: 'ISI + DOT',
    note: 'Fibreglass-reinforced shell with a Pinlock-ready visor.',
    created: '2026-02-20',
  },
];

const HELMETS: SeedProduct[] = HELMET_SPECS.map(helmet);

const GEAR: SeedProduct[] = [
  product({
    slug: 'rynox-air-gt-4-riding-jacket',
    name: 'Rynox Air GT 4 Mesh Riding Jacket',
    sku: 'RYN-JK-AIRGT4',
    pn: 'RYX-AGT4',
    brand: 'rynox',
    cat: 'riding-gear',
    price: 7450,
    mrp: 8250,
    excerpt: 'Level 2 CE armour in a breathable mesh jacket for Indian summers.',
    about:
      'The <strong>Rynox Air GT 4</strong> flows air through large mesh panels while CE armour protects shoulders, elbows and back.',
    points: ['CE Level 2 shoulder and elbow armour', 'Back protector included', 'Removable rain liner'],
    type: 'jacket',
    specs: [
      ['Protection', 'CE Level 2'],
      ['Shell', 'Mesh + 600D polyester'],
      ['Season', 'Summer / all-season'],
    ],
    warranty: '6 months',
    options: [colorOption(['black', 'grey', 'red']), GEAR_SIZES],
    tags: ['riding jacket', 'safety gear'],
    created: '2025-03-02',
    featured: true,
    fit: FIT.bikes,
  }),
  product({
    slug: 'rynox-air-gt-riding-gloves',
    name: 'Rynox Air GT Riding Gloves',
    sku: 'RYN-GL-AIRGT',
    pn: 'RYX-AGTG',
    brand: 'rynox',
    cat: 'riding-gear',
    price: 2250,
    excerpt: 'Mesh gloves with hard knuckle protection and touchscreen tips.',
    about: '<strong>Rynox Air GT gloves</strong> keep hands cool and protected on daily rides.',
    points: ['TPU knuckle guard', 'Palm sliders', 'Touchscreen-friendly fingertip'],
    type: 'gloves',
    specs: [
      ['Protection', 'Hard knuckle, palm slider'],
      ['Material', 'Mesh + goatskin'],
      ['Closure', 'Velcro cuff'],
    ],
    options: [colorOption(['black', 'grey', 'olive']), GEAR_SIZES],
    tags: ['riding gloves', 'safety gear'],
    created: '2025-05-25',
    fit: FIT.bikes,
  }),
  product({
    slug: 'rynox-aquaduct-rain-suit',
    name: 'Rynox Aquaduct Rain Suit (Jacket + Pants)',
    sku: 'RYN-RS-AQD',
    pn: 'RYX-AQD',
    brand: 'rynox',
    cat: 'riding-gear',
    price: 3150,
    stock: 'out-of-stock',
    excerpt: 'Fully seam-sealed rain over-suit for monsoon commuting.',
    about: 'Pull the <strong>Aquaduct rain suit</strong> over your office clothes and arrive dry.',
    points: ['Seam-sealed, 10,000 mm waterproof', 'Reflective panels', 'Packs into its own pouch'],
    type: 'rain-suit',
    specs: [
      ['Waterproofing', '10,000 mm'],
      ['Pieces', 'Jacket + pants'],
      ['Season', 'Monsoon'],
    ],
    options: [colorOption(['black', 'yellow']), GEAR_SIZES],
    tags: ['rain suit', 'monsoon', 'riding gear'],
    created: '2025-06-07',
    fit: FIT.bikes,
  }),
  product({
    slug: 'steelbird-sb-1-full-finger-riding-gloves',
    name: 'Steelbird SB-1 Full Finger Riding Gloves',
    sku: 'STB-GL-SB1',
    pn: 'SB-1-GLV',
    brand: 'steelbird',
    cat: 'riding-gear',
    price: 599,
    mrp: 799,
    excerpt: 'Affordable padded gloves for commuters and scooter riders.',
    about: '<strong>Steelbird SB-1 gloves</strong> add grip and basic protection for everyday rides.',
    points: ['Padded knuckles', 'Anti-slip palm', 'Breathable back'],
    type: 'gloves',
    specs: [
      ['Protection', 'Padded knuckle'],
      ['Material', 'Polyester + synthetic leather'],
      ['Closure', 'Velcro cuff'],
    ],
    options: [colorOption(['black', 'red', 'blue']), radioOption('Size', ['M', 'L', 'XL'])],
    tags: ['riding gloves'],
    created: '2025-10-10',
    fit: FIT.bikes,
  }),
];

/** Two-Wheeler & EV: bike parts, helmets, riding gear, EV parts. */
export const TWO_WHEELER_PRODUCTS: SeedProduct[] = [...PARTS, ...HELMETS, ...GEAR, ...EV];
