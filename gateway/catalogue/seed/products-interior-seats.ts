import type { ModelKey, SeedProduct } from './types';
import { colorOption, hash, product } from './helpers';

/** Display names of the car models used by the custom-fit interior products. */
export const CAR_MODEL_NAMES: Partial<Record<ModelKey, string>> = {
  'maruti-suzuki/swift': 'Maruti Suzuki Swift',
  'maruti-suzuki/baleno': 'Maruti Suzuki Baleno',
  'maruti-suzuki/dzire': 'Maruti Suzuki Dzire',
  'hyundai/creta': 'Hyundai Creta',
  'hyundai/i20': 'Hyundai i20',
  'tata/nexon': 'Tata Nexon',
  'tata/nexon-ev': 'Tata Nexon EV',
  'tata/punch': 'Tata Punch',
  'mahindra/xuv700': 'Mahindra XUV700',
  'mahindra/scorpio-n': 'Mahindra Scorpio-N',
  'honda/city': 'Honda City',
  'toyota/innova-crysta': 'Toyota Innova Crysta',
  'kia/seltos': 'Kia Seltos',
};

const SEVEN_SEATERS: ModelKey[] = ['mahindra/xuv700', 'mahindra/scorpio-n', 'toyota/innova-crysta'];

const modelName = (key: ModelKey) => CAR_MODEL_NAMES[key] ?? key;
const modelSlug = (key: ModelKey) => key.split('/')[1] ?? key;
const code = (key: ModelKey) => (modelSlug(key).replace(/-/g, '').slice(0, 4) + modelSlug(key).length).toUpperCase();

interface SeatStyle {
  brand: 'elegant' | 'autofurnish';
  brandName: string;
  line: string;
  material: string;
  colors: string[];
  basePrice: number;
}

const SEAT_STYLES: SeatStyle[] = [
  {
    brand: 'elegant',
    brandName: 'Elegant',
    line: 'Cruze Leatherette',
    material: 'PU leatherette',
    colors: ['black', 'beige', 'brown'],
    basePrice: 6499,
  },
  {
    brand: 'autofurnish',
    brandName: 'AutoFurnish',
    line: 'Diamond Quilted',
    material: 'PU leather with 8 mm foam',
    colors: ['black', 'maroon', 'beige', 'grey'],
    basePrice: 7999,
  },
  {
    brand: 'elegant',
    brandName: 'Elegant',
    line: 'Breathe Fabric',
    material: 'Breathable jacquard fabric',
    colors: ['grey', 'black', 'blue'],
    basePrice: 4299,
  },
];

const SEAT_MODELS: ModelKey[] = [
  'maruti-suzuki/swift',
  'maruti-suzuki/baleno',
  'maruti-suzuki/dzire',
  'hyundai/creta',
  'hyundai/i20',
  'tata/nexon',
  'tata/punch',
  'mahindra/xuv700',
  'mahindra/scorpio-n',
  'honda/city',
  'toyota/innova-crysta',
  'kia/seltos',
];

function seatCover(model: ModelKey, i: number): SeedProduct {
  const style = SEAT_STYLES[i % SEAT_STYLES.length]!;
  const seven = SEVEN_SEATERS.includes(model);
  const price = style.basePrice + (seven ? 2500 : 0) + (hash(model) % 4) * 100;
  const onSale = i % 3 === 1;
  const name = `${style.brandName} ${style.line} Seat Covers for ${modelName(model)}`;
  return product({
    slug: `${style.brand}-${style.line.toLowerCase().replace(/\s+/g, '-')}-seat-covers-${modelSlug(model)}`,
    name,
    sku: `${style.brand === 'elegant' ? 'ELG' : 'AFN'}-SC-${code(model)}-${i + 1}`,
    pn: `${style.brand === 'elegant' ? 'EL' : 'AF'}-SC-${code(model)}`,
    brand: style.brand,
    cat: 'seat-covers',
    price,
    mrp: onSale ? Math.round((price * 1.25) / 100) * 100 - 1 : undefined,
    excerpt: `Custom-fit ${style.material.toLowerCase()} seat covers, ${seven ? 'full set for all three rows' : 'front and rear set'}, airbag compatible.`,
    about: `Made to the exact seat pattern of the <strong>${modelName(model)}</strong>, these ${style.line.toLowerCase()} covers protect the original upholstery and refresh the cabin.`,
    points: [
      `${style.material}, double-stitched seams`,
      'Side-airbag-safe tear stitching on front seats',
      seven
        ? 'Complete set for 7 seats, including headrest covers'
        : 'Complete set for 5 seats, including headrest covers',
      'Installation in about 60 minutes; videos included',
    ],
    type: 'seat-cover',
    specs: [
      ['Material', style.material],
      ['Seats Covered', seven ? '7' : '5'],
      ['Fit', 'Custom fit'],
    ],
    warranty: '12 months against stitching defects',
    options: [colorOption(style.colors)],
    tags: ['seat cover', modelSlug(model), 'interior'],
    created: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String(5 + ((i * 3) % 20)).padStart(2, '0')}`,
    featured: i === 3,
    fit: { models: [model] },
  });
}

const MAT_MODELS: ModelKey[] = [
  'maruti-suzuki/swift',
  'maruti-suzuki/baleno',
  'maruti-suzuki/dzire',
  'hyundai/creta',
  'hyundai/i20',
  'tata/nexon',
  'tata/nexon-ev',
  'mahindra/xuv700',
  'honda/city',
  'kia/seltos',
];

function floorMat(model: ModelKey, i: number): SeedProduct {
  const seven = SEVEN_SEATERS.includes(model);
  const sevenD = i % 2 === 0;
  const price = (sevenD ? 4499 : 3299) + (seven ? 1200 : 0);
  return product({
    slug: `autofurnish-${sevenD ? '7d' : '3d'}-floor-mats-${modelSlug(model)}`,
    name: `AutoFurnish ${sevenD ? '7D Luxury' : '3D Deep-Dish'} Floor Mats for ${modelName(model)}`,
    sku: `AFN-FM-${code(model)}-${sevenD ? '7D' : '3D'}`,
    pn: `AF-FM${sevenD ? '7D' : '3D'}-${code(model)}`,
    brand: 'autofurnish',
    cat: 'floor-mats',
    price,
    mrp: i % 4 === 0 ? price + 1500 : undefined,
    excerpt: `Laser-measured ${sevenD ? '7D' : '3D'} mats with raised edges that trap water, mud and sand.`,
    about: `${sevenD ? '<strong>7D luxury mats</strong> with a quilted PU top layer and removable grass carpet' : '<strong>3D deep-dish mats</strong> in odourless TPE'} cut to the floor of the ${modelName(model)}.`,
    points: [
      'Raised edges hold monsoon water and mud',
      'Anti-skid base, clips to factory hooks',
      'Wipe or wash clean in minutes',
    ],
    type: 'floor-mat',
    specs: [
      ['Material', sevenD ? 'PU leather + grass carpet' : 'TPE rubber'],
      ['Pieces', seven ? '5 (three rows)' : '3'],
      ['Fit', 'Custom fit'],
    ],
    warranty: '6 months',
    options: sevenD ? [colorOption(['black', 'beige', 'brown', 'maroon'])] : [colorOption(['black', 'grey'])],
    tags: ['floor mat', modelSlug(model), 'monsoon'],
    created: `2025-${String(((i * 5) % 12) + 1).padStart(2, '0')}-${String(3 + ((i * 7) % 24)).padStart(2, '0')}`,
    fit: { models: [model] },
  });
}

/** Interior Parts, part 1: seat covers, cushions and floor mats. */
export const INTERIOR_SEAT_PRODUCTS: SeedProduct[] = [
  ...SEAT_MODELS.map(seatCover),
  ...MAT_MODELS.map(floorMat),
  product({
    slug: 'elegant-universal-rubber-floor-mats',
    hsn: '401691',
    name: 'Elegant Universal Heavy-Duty Rubber Floor Mats (Set of 4)',
    sku: 'ELG-FM-UNIRB4',
    pn: 'EL-FM-UNI-RB4',
    brand: 'elegant',
    cat: 'floor-mats',
    price: 899,
    mrp: 1299,
    excerpt: 'Trim-to-fit rubber mats for any hatchback or sedan.',
    about: 'Budget-friendly <strong>heavy-duty rubber mats</strong> with trim lines so they fit most cars.',
    points: ['Set of 4: two front, two rear', 'Deep grooves channel water', 'Smell-free natural rubber'],
    type: 'floor-mat',
    specs: [
      ['Material', 'Natural rubber'],
      ['Pieces', '4'],
      ['Fit', 'Universal, trim to fit'],
    ],
    options: [colorOption(['black', 'grey', 'beige'])],
    tags: ['floor mat', 'universal', 'monsoon'],
    created: '2025-06-26',
    fit: 'unknown',
  }),
  product({
    slug: 'elegant-memory-foam-neck-rest-pillow',
    name: 'Elegant Memory Foam Car Neck Rest Pillow',
    sku: 'ELG-NR-MF01',
    pn: 'EL-NR-MF01',
    brand: 'elegant',
    cat: 'seat-covers',
    price: 599,
    excerpt: 'Ergonomic headrest pillow that eases neck strain on long drives.',
    about: 'A <strong>memory foam neck rest</strong> with an adjustable strap and a soft, removable cover.',
    points: ['Velvet-touch washable cover', 'Adjustable elastic strap', 'Sold individually'],
    type: 'neck-rest',
    specs: [
      ['Material', 'Memory foam'],
      ['Cover', 'Velvet, washable'],
      ['Size', '28 x 20 cm'],
    ],
    options: [colorOption(['black', 'beige', 'brown', 'grey'])],
    tags: ['neck rest', 'cushion', 'comfort'],
    created: '2025-09-15',
    fit: 'all',
  }),
  product({
    slug: 'autofurnish-lumbar-support-seat-cushion',
    name: 'AutoFurnish Orthopaedic Lumbar Support Seat Cushion',
    sku: 'AFN-CS-LUMB2',
    pn: 'AF-CS-LUMB2',
    brand: 'autofurnish',
    cat: 'seat-covers',
    price: 1299,
    excerpt: 'Memory foam backrest that supports the lower back in traffic.',
    about: 'Long commutes are easier with a <strong>contoured lumbar cushion</strong> that keeps your spine in shape.',
    points: ['High-density memory foam', 'Mesh cover for airflow', 'Fits car seats and office chairs'],
    type: 'seat-cushion',
    specs: [
      ['Material', 'Memory foam'],
      ['Cover', '3D mesh'],
      ['Size', '40 x 35 cm'],
    ],
    options: [colorOption(['black', 'grey'])],
    tags: ['cushion', 'back support', 'comfort'],
    created: '2026-01-27',
    badges: ['new'],
    fit: 'all',
  }),
];
