import type { FitmentRule, SeedProduct } from './types';
import { product, slugify } from './helpers';
import { WHEEL_ACCESSORIES } from './products-wheel-accessories';

interface TyreSpec {
  brand: string;
  brandName: string;
  pattern: string;
  /** e.g. '185/65 R15' for cars, '120/80-17' for bikes. */
  size: string;
  load: string;
  speed: string;
  price: number;
  mrp?: number;
  position?: 'Front' | 'Rear' | 'Front/Rear';
  tubeless?: boolean;
  fit: FitmentRule;
  created: string;
  featured?: boolean;
  stock?: SeedProduct['stock'];
  pn: string;
  note: string;
}

/** Builds a believable tyre listing from its size and pattern. */
function tyre(t: TyreSpec): SeedProduct {
  const twoWheeler = t.position !== undefined;
  const tubeless = t.tubeless ?? true;
  const kind = tubeless ? 'Tubeless' : 'Tube-Type';
  const name =
    `${t.brandName} ${t.pattern} ${t.size} ${kind} ${twoWheeler ? `${t.position === 'Front/Rear' ? '' : `${t.position} `}` : ''}Tyre`.replace(
      /\s+/g,
      ' ',
    );
  const [width, rest = ''] = t.size.split('/');
  const rim = rest.match(/(\d+)$/)?.[1] ?? '';
  const aspect = rest.match(/^(\d+)/)?.[1] ?? '';
  return product({
    slug: slugify(`${t.brandName} ${t.pattern} ${t.size.replace('/', ' ')} ${twoWheeler ? t.position : ''}`),
    // New pneumatic tyres of rubber: of a kind used on motorcycles (4011 40) or on motor cars (4011 10).
    hsn: twoWheeler ? '401140' : '401110',
    name,
    // The pattern's first six letters, without the hyphen a cut at a space leaves ("Smart EV": SMART, not SMART-).
    sku: `${t.brand.toUpperCase().slice(0, 3)}-TY-${t.size.replace(/[^0-9]/g, '')}-${slugify(t.pattern).toUpperCase().slice(0, 6).replace(/-+$/, '')}`,
    pn: t.pn,
    brand: t.brand,
    cat: 'tyres',
    price: t.price,
    mrp: t.mrp,
    stock: t.stock,
    excerpt: `${t.size} ${t.load}${t.speed} ${kind.toLowerCase()} tyre. ${t.note}`,
    about: `The <strong>${t.brandName} ${t.pattern}</strong> in size ${t.size} is ${twoWheeler ? 'a two-wheeler' : 'a passenger car'} tyre made for Indian roads. ${t.note}`,
    points: [
      `Load index ${t.load}, speed rating ${t.speed}`,
      tubeless
        ? 'Tubeless: slow air loss after a puncture, easy repair'
        : 'Tube-type construction, tube sold separately',
      twoWheeler
        ? 'Fitting at partner tyre shops in 40+ cities'
        : 'Free fitting and balancing at partner tyre shops in 40+ cities',
    ],
    type: 'tyre',
    specs: [
      ['Tyre Size', t.size],
      ['Construction', tubeless ? 'Tubeless' : 'Tube type'],
      [twoWheeler ? 'Position' : 'Vehicle Type', twoWheeler ? (t.position ?? 'Front/Rear') : 'Car / SUV'],
      ['Width', `${width} mm`],
      ['Aspect Ratio', aspect || 'n/a'],
      ['Rim Diameter', `${rim} inch`],
      ['Load Index', t.load],
      ['Speed Rating', t.speed],
    ],
    warranty: '5 years manufacturing warranty from date of manufacture',
    tags: ['tyre', twoWheeler ? 'bike tyre' : 'car tyre', t.brandName.toLowerCase()],
    created: t.created,
    featured: t.featured,
    fit: t.fit,
  });
}

const TYRES: SeedProduct[] = [
  tyre({
    brand: 'mrf',
    brandName: 'MRF',
    pattern: 'ZVTV',
    size: '185/65 R15',
    load: '88',
    speed: 'H',
    price: 5299,
    mrp: 5950,
    pn: 'ZVTV-1856515',
    created: '2025-01-22',
    featured: true,
    note: 'Quiet, long-wearing tread for hatchbacks and sedans.',
    fit: { models: ['maruti-suzuki/swift', 'maruti-suzuki/baleno', 'maruti-suzuki/dzire'] },
  }),
  tyre({
    brand: 'ceat',
    brandName: 'CEAT',
    pattern: 'SecuraDrive',
    size: '205/65 R16',
    load: '95',
    speed: 'H',
    price: 6799,
    pn: 'SCD-2056516',
    created: '2025-03-13',
    note: 'Confident wet braking and a comfortable ride for compact SUVs.',
    fit: { models: ['hyundai/creta', 'kia/seltos'] },
  }),
  tyre({
    brand: 'apollo',
    brandName: 'Apollo',
    pattern: 'Alnac 4G',
    size: '195/55 R16',
    load: '87',
    speed: 'V',
    price: 5999,
    pn: 'ALN4G-1955516',
    created: '2025-04-25',
    note: 'Sporty handling with good fuel efficiency.',
    fit: { models: ['hyundai/i20'] },
  }),
  tyre({
    brand: 'michelin',
    brandName: 'Michelin',
    pattern: 'Primacy 4 ST',
    size: '215/60 R16',
    load: '99',
    speed: 'V',
    price: 8299,
    pn: 'PRI4ST-2156016',
    created: '2025-06-17',
    note: 'Premium comfort tyre that stays safe as it wears.',
    fit: { models: ['tata/nexon', 'tata/nexon-ev'] },
  }),
  tyre({
    brand: 'bridgestone',
    brandName: 'Bridgestone',
    pattern: 'Ecopia EP150',
    size: '185/55 R16',
    load: '83',
    speed: 'V',
    price: 6199,
    pn: 'EP150-1855516',
    created: '2025-02-09',
    note: 'Low rolling resistance for better mileage.',
    fit: { models: ['honda/city'] },
  }),
  tyre({
    brand: 'mrf',
    brandName: 'MRF',
    pattern: 'Wanderer Street',
    size: '235/65 R17',
    load: '104',
    speed: 'H',
    price: 9499,
    pn: 'WST-2356517',
    created: '2025-08-06',
    note: 'Highway tyre for large SUVs with strong sidewalls.',
    fit: { models: ['mahindra/xuv700'] },
  }),
  tyre({
    brand: 'apollo',
    brandName: 'Apollo',
    pattern: 'Apterra HT2',
    size: '215/55 R17',
    load: '94',
    speed: 'V',
    price: 8699,
    pn: 'APHT2-2155517',
    created: '2025-05-02',
    stock: 'on-backorder',
    note: 'Smooth and silent for family MPVs.',
    fit: { models: ['toyota/innova-crysta'] },
  }),
  tyre({
    brand: 'ceat',
    brandName: 'CEAT',
    pattern: 'CrossDrive AT',
    size: '255/60 R18',
    load: '112',
    speed: 'H',
    price: 12499,
    mrp: 13999,
    pn: 'CDAT-2556018',
    created: '2025-10-14',
    note: 'All-terrain tread for tarmac and light off-road.',
    fit: { models: ['mahindra/scorpio-n'] },
  }),
  tyre({
    brand: 'bridgestone',
    brandName: 'Bridgestone',
    pattern: 'Turanza T005A',
    size: '195/60 R16',
    load: '89',
    speed: 'H',
    price: 6499,
    pn: 'T005A-1956016',
    created: '2025-11-19',
    note: 'Short braking distances in the wet.',
    fit: { models: ['tata/punch'] },
  }),
  tyre({
    brand: 'mrf',
    brandName: 'MRF',
    pattern: 'Nylogrip Plus',
    size: '2.75-18',
    load: '42',
    speed: 'P',
    price: 1499,
    position: 'Front/Rear',
    tubeless: false,
    pn: 'NGP-27518',
    created: '2025-01-12',
    featured: true,
    note: 'India’s favourite commuter tyre.',
    fit: { models: ['hero/splendor-plus'] },
  }),
  tyre({
    brand: 'ceat',
    brandName: 'CEAT',
    pattern: 'Zoom Rad',
    size: '120/80-17',
    load: '61',
    speed: 'P',
    price: 2699,
    position: 'Rear',
    pn: 'ZRAD-1208017',
    created: '2025-03-28',
    note: 'Radial grip for 150–200 cc motorcycles.',
    fit: { models: ['bajaj/pulsar-150'] },
  }),
  tyre({
    brand: 'tvs-srichakra',
    brandName: 'TVS Eurogrip',
    pattern: 'Protorq',
    size: '90/90-12',
    load: '54',
    speed: 'J',
    price: 1649,
    position: 'Front/Rear',
    pn: 'EGP-909012',
    created: '2025-07-07',
    note: 'Made for scooters in stop-go city traffic.',
    fit: { models: ['tvs/jupiter', 'honda/activa-6g'] },
  }),
  tyre({
    brand: 'apollo',
    brandName: 'Apollo',
    pattern: 'Actizip R5',
    size: '140/60 R17',
    load: '63',
    speed: 'P',
    price: 3199,
    position: 'Rear',
    pn: 'AZR5-1406017',
    created: '2025-09-09',
    stock: 'out-of-stock',
    note: 'Wide radial rear tyre for sporty commuters.',
    fit: { models: ['yamaha/fz-s', 'tvs/apache-rtr-160'] },
  }),
  tyre({
    brand: 'tvs-srichakra',
    brandName: 'TVS Eurogrip',
    pattern: 'Smart EV',
    size: '110/70-12',
    load: '47',
    speed: 'J',
    price: 1999,
    position: 'Front/Rear',
    pn: 'EGSEV-1107012',
    created: '2026-02-03',
    note: 'Low rolling resistance compound that adds range to electric scooters.',
    fit: { models: ['ola/s1-pro'] },
  }),
  tyre({
    brand: 'ceat',
    brandName: 'CEAT',
    pattern: 'Gripp XL',
    size: '100/80-12',
    load: '56',
    speed: 'J',
    price: 1749,
    position: 'Rear',
    pn: 'GXL-1008012',
    created: '2025-12-01',
    note: 'Grippy scooter tyre, a popular choice for the Ather 450X.',
    fit: { models: ['ather/450x'] },
  }),
  tyre({
    brand: 'mrf',
    brandName: 'MRF',
    pattern: 'Nylorex',
    size: '120/80-18',
    load: '62',
    speed: 'P',
    price: 3399,
    position: 'Rear',
    tubeless: false,
    pn: 'NLX-1208018',
    created: '2025-04-16',
    note: 'Long-life rear tyre for Royal Enfield cruisers.',
    fit: { models: ['royal-enfield/classic-350'] },
  }),
];

/** Tyres & Wheels. */
export const TYRES_PRODUCTS: SeedProduct[] = [...TYRES, ...WHEEL_ACCESSORIES];
