import type { ModelKey, SeedProduct } from './types';
import { FIT, colorOption, product, radioOption } from './helpers';
import { CAR_MODEL_NAMES } from './products-interior-seats';
import { DASHBOARD } from './products-dashboard';

const STEERING_SIZES = radioOption('Size', ['Small (36 cm)', 'Medium (38 cm)', 'Large (40 cm)']);

interface SteeringSpec {
  slug: string;
  name: string;
  brand: 'autofurnish' | 'elegant';
  material: string;
  price: number;
  mrp?: number;
  /** HSN code when not the part type's: '420500' (other articles of leather) for genuine leather. */
  hsn?: string;
  colors: string[];
  note: string;
  created: string;
}

function steeringCover(s: SteeringSpec, i: number): SeedProduct {
  return product({
    slug: s.slug,
    name: s.name,
    hsn: s.hsn,
    sku: `${s.brand === 'elegant' ? 'ELG' : 'AFN'}-ST-${String(101 + i * 7)}`,
    pn: `${s.brand === 'elegant' ? 'EL' : 'AF'}-STC-${String(101 + i * 7)}`,
    brand: s.brand,
    cat: 'steering-covers',
    price: s.price,
    mrp: s.mrp,
    excerpt: `${s.material} steering wheel cover. ${s.note}`,
    about: `A snug <strong>${s.material.toLowerCase()} steering cover</strong> that stays cool in summer and gives a confident grip. ${s.note}`,
    points: [
      'Stretch-fit inner ring, no stitching needed',
      'Choose the size that matches your wheel diameter',
      'Anti-slip inner lining',
    ],
    type: 'steering-cover',
    specs: [
      ['Material', s.material],
      ['Fitting', 'Slip-on'],
      ['Sizes', ['36 cm', '38 cm', '40 cm']],
    ],
    options: [colorOption(s.colors), STEERING_SIZES],
    tags: ['steering cover', 'interior'],
    created: s.created,
    fit: FIT.cars,
  });
}

const STEERING_SPECS: SteeringSpec[] = [
  {
    slug: 'autofurnish-perforated-leatherette-steering-cover',
    name: 'AutoFurnish Perforated Leatherette Steering Cover',
    brand: 'autofurnish',
    material: 'Perforated PU leather',
    price: 499,
    mrp: 799,
    colors: ['black', 'beige', 'red'],
    note: 'Breathable perforations keep palms dry.',
    created: '2025-01-25',
  },
  {
    slug: 'elegant-microfibre-suede-steering-cover',
    name: 'Elegant Microfibre Suede Steering Cover',
    brand: 'elegant',
    material: 'Microfibre suede',
    price: 749,
    colors: ['black', 'grey', 'navy'],
    note: 'Soft suede feel like a sports car wheel.',
    created: '2025-03-30',
  },
  {
    slug: 'autofurnish-carbon-fibre-texture-steering-cover',
    name: 'AutoFurnish Carbon-Fibre Texture Steering Cover',
    brand: 'autofurnish',
    material: 'Carbon-texture PU',
    price: 599,
    colors: ['black', 'red', 'blue', 'silver'],
    note: 'Sporty carbon weave look with coloured stitching.',
    created: '2025-06-04',
  },
  {
    slug: 'elegant-wooden-finish-steering-cover',
    name: 'Elegant Wooden Finish Steering Cover',
    brand: 'elegant',
    material: 'Wood-grain ABS and leather',
    price: 899,
    colors: ['brown', 'beige', 'black'],
    note: 'Classic wood-and-leather look for sedans.',
    created: '2025-08-17',
  },
  {
    slug: 'autofurnish-silicone-grip-steering-cover',
    name: 'AutoFurnish Silicone Grip Steering Cover',
    brand: 'autofurnish',
    material: 'Food-grade silicone',
    price: 399,
    colors: ['black', 'pink', 'teal', 'orange', 'purple'],
    note: 'Bright colours, heat resistant and washable.',
    created: '2025-10-05',
  },
  {
    slug: 'elegant-hand-stitch-leather-steering-cover',
    hsn: '420500',
    name: 'Elegant DIY Hand-Stitch Genuine Leather Steering Cover',
    brand: 'elegant',
    material: 'Genuine cowhide leather',
    price: 1499,
    colors: ['black', 'brown', 'maroon'],
    note: 'Stitch it on yourself for a factory-like finish; needle and thread included.',
    created: '2026-02-14',
  },
];

const STEERING: SeedProduct[] = STEERING_SPECS.map(steeringCover);

const SHADE_MODELS: ModelKey[] = [
  'maruti-suzuki/swift',
  'hyundai/creta',
  'tata/nexon',
  'kia/seltos',
  'honda/city',
  'mahindra/xuv700',
];

const SUN_SHADES: SeedProduct[] = SHADE_MODELS.map((model, i) => {
  const name = CAR_MODEL_NAMES[model] ?? model;
  const slugPart = model.split('/')[1] ?? model;
  const big = model === 'mahindra/xuv700';
  return product({
    slug: `autofurnish-magnetic-sun-shades-${slugPart}`,
    name: `AutoFurnish Magnetic Window Sun Shades for ${name}`,
    sku: `AFN-SS-${slugPart.toUpperCase().replace(/-/g, '')}`,
    pn: `AF-MSS-${slugPart.toUpperCase().replace(/-/g, '')}`,
    brand: 'autofurnish',
    cat: 'sun-shades',
    price: big ? 1999 : 1499,
    mrp: i % 3 === 0 ? (big ? 2599 : 1999) : undefined,
    excerpt: `Custom-cut magnetic mesh shades for the ${name}; windows still roll down.`,
    about: `Keep the cabin cooler and kids shaded with <strong>magnetic sun shades</strong> cut for the ${name}'s window frames.`,
    points: [
      'Snaps on with built-in magnets in seconds',
      'Blocks harsh sun while keeping the view outside',
      big ? 'Set of 6 for front, rear and third-row windows' : 'Set of 4 for front and rear side windows',
    ],
    type: 'sun-shade',
    specs: [
      ['Material', 'Nylon mesh, steel frame'],
      ['Pieces', big ? '6' : '4'],
      ['Mounting', 'Magnetic'],
    ],
    options: i % 3 === 0 ? [radioOption('Mesh', ['Standard (50% shade)', 'Dark (80% shade)'])] : [],
    tags: ['sun shade', 'summer', slugPart],
    created: `2025-${String(3 + i).padStart(2, '0')}-1${i}`,
    fit: { models: [model] },
  });
});

/** Interior Parts, part 2: steering covers, dashboard and cabin accessories, sun shades. */
export const INTERIOR_CABIN_PRODUCTS: SeedProduct[] = [...STEERING, ...DASHBOARD, ...SUN_SHADES];
