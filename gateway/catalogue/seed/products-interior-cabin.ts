import type { ModelKey, SeedProduct } from './types';
import { FIT, colorOption, product, radioOption } from './helpers';
import { CAR_MODEL_NAMES } from './products-interior-seats';

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

const DASHBOARD: SeedProduct[] = [
  product({
    slug: 'portronics-clamp-x-car-phone-holder',
    name: 'Portronics Clamp X Dashboard Car Phone Holder',
    sku: 'PTR-PH-CLAMPX',
    pn: 'POR-1093',
    brand: 'portronics',
    cat: 'dashboard-accessories',
    price: 549,
    mrp: 999,
    badges: ['sale', 'hot'],
    excerpt: 'One-touch clamp mount with a sticky suction base for dashboards and windscreens.',
    about: 'The <strong>Portronics Clamp X</strong> holds phones from 4.7 to 6.8 inches steady on bumpy roads.',
    points: ['360° rotation for portrait or landscape', 'Telescopic arm', 'Reusable gel suction'],
    type: 'phone-holder',
    specs: [
      ['Mount', 'Dashboard / windscreen'],
      ['Phone Size', '4.7–6.8 in'],
      ['Rotation', '360°'],
    ],
    warranty: '6 months',
    options: [colorOption(['black', 'grey'])],
    tags: ['phone holder', 'navigation'],
    created: '2025-02-06',
    featured: true,
    fit: FIT.cars,
  }),
  product({
    slug: 'portronics-auto-12-wireless-charging-mount',
    hsn: '850440',
    name: 'Portronics Auto 12 15W Wireless Charging Car Mount',
    sku: 'PTR-PH-AUTO12',
    pn: 'POR-1384',
    brand: 'portronics',
    cat: 'dashboard-accessories',
    price: 1799,
    excerpt: 'Auto-clamping mount with 15W Qi wireless charging for the AC vent.',
    about:
      'Drop your phone in and the <strong>motorised arms close automatically</strong> while it charges wirelessly.',
    points: ['15W fast wireless charging', 'AC vent clip with hook', 'Car charger included'],
    type: 'phone-holder',
    specs: [
      ['Mount', 'AC vent'],
      ['Charging', '15W Qi'],
      ['Phone Size', '4.7–6.9 in'],
    ],
    warranty: '12 months',
    tags: ['phone holder', 'wireless charger'],
    created: '2025-11-21',
    badges: ['new'],
    fit: FIT.cars,
  }),
  product({
    slug: 'portronics-dashcam-1080p-wifi',
    name: 'Portronics Dashcam Vision 1080p with Wi-Fi',
    sku: 'PTR-DC-VISION',
    pn: 'POR-1772',
    brand: 'portronics',
    cat: 'dashboard-accessories',
    price: 3499,
    mrp: 4999,
    excerpt: 'Full HD front dash camera with night vision, loop recording and app control.',
    about:
      'Record every trip in <strong>1080p</strong> and download clips to your phone over Wi-Fi: useful evidence for insurance claims.',
    points: ['140° wide-angle lens', 'G-sensor locks clips after an impact', 'Supports microSD up to 128 GB'],
    type: 'dash-cam',
    specs: [
      ['Resolution', '1920 x 1080'],
      ['Field of View', '140°'],
      ['Storage', 'microSD up to 128 GB'],
    ],
    warranty: '12 months',
    options: [radioOption('Mount', ['Suction cup', '3M adhesive'])],
    tags: ['dash cam', 'safety', 'camera'],
    created: '2025-07-15',
    featured: true,
    fit: FIT.cars,
  }),
  product({
    slug: 'godrej-aer-twist-car-freshener',
    name: 'Godrej aer twist Car Air Freshener',
    sku: 'GDJ-AF-TWIST',
    pn: 'GAT-45G',
    brand: 'godrej',
    cat: 'dashboard-accessories',
    price: 349,
    excerpt: 'Adjustable gel freshener that lasts up to 60 days.',
    about: 'Twist to set the intensity: <strong>aer twist</strong> keeps the cabin smelling fresh through hot summers.',
    points: ['Lasts up to 60 days', 'Spill-proof gel', 'Sits in the cup holder or on the dashboard'],
    type: 'air-freshener',
    specs: [
      ['Form', 'Gel'],
      ['Net Quantity', '45 g'],
      ['Duration', 'Up to 60 days'],
    ],
    options: [
      radioOption('Fragrance', ['Cool Surf Blue', 'Fresh Lush Green', 'Bright Tangy Delight', 'Musk After Smoke']),
    ],
    tags: ['air freshener', 'fragrance'],
    created: '2025-04-09',
    fit: 'all',
  }),
  product({
    slug: 'godrej-aer-click-vent-freshener',
    name: 'Godrej aer click Car Vent Freshener (Starter Kit)',
    sku: 'GDJ-AF-CLICK',
    pn: 'GAC-10G',
    brand: 'godrej',
    cat: 'dashboard-accessories',
    price: 299,
    excerpt: 'AC vent clip freshener with a refill cartridge.',
    about: 'Clip <strong>aer click</strong> on an AC vent and the airflow spreads the fragrance through the car.',
    points: ['Vent clip + 1 cartridge', 'Refills available', 'Lasts up to 30 days per cartridge'],
    type: 'air-freshener',
    specs: [
      ['Form', 'Vent clip'],
      ['Net Quantity', '10 g'],
      ['Duration', 'Up to 30 days'],
    ],
    options: [radioOption('Fragrance', ['Cool Surf Blue', 'Fresh Lush Green', 'Petal Crush Pink'])],
    tags: ['air freshener', 'vent clip'],
    created: '2025-08-29',
    stock: 'out-of-stock',
    fit: 'all',
  }),
  product({
    slug: 'autofurnish-back-seat-organiser',
    hsn: '420292',
    name: 'AutoFurnish Back Seat Organiser with Tablet Holder',
    sku: 'AFN-OR-BSO2',
    pn: 'AF-BSO-2',
    brand: 'autofurnish',
    cat: 'dashboard-accessories',
    price: 699,
    mrp: 999,
    excerpt: 'Hang-on organiser with 9 pockets and a clear tablet sleeve.',
    about: 'Keep water bottles, snacks and kids’ toys in place with this <strong>back seat organiser</strong>.',
    points: ['9 storage pockets', 'Touch-screen tablet sleeve up to 10 inch', 'Doubles as a kick mat'],
    type: 'organiser',
    specs: [
      ['Material', 'Oxford fabric'],
      ['Pockets', '9'],
      ['Size', '60 x 45 cm'],
    ],
    options: [colorOption(['black', 'beige', 'brown'])],
    tags: ['organiser', 'storage', 'family'],
    created: '2025-05-31',
    fit: FIT.cars,
  }),
  product({
    slug: 'autofurnish-anti-slip-dashboard-mat',
    name: 'AutoFurnish Anti-Slip Silicone Dashboard Mat',
    sku: 'AFN-DM-SIL27',
    pn: 'AF-DM-27',
    brand: 'autofurnish',
    cat: 'dashboard-accessories',
    price: 249,
    excerpt: 'Sticky mat that holds phones, keys and sunglasses on the dash.',
    about: 'A <strong>washable silicone pad</strong> that keeps small things from sliding around.',
    points: ['Heat-resistant to 80 °C', 'Leaves no residue', 'Wash with water to restore grip'],
    type: 'organiser',
    specs: [
      ['Material', 'Silicone'],
      ['Size', '27 x 15 cm'],
      ['Heat Resistance', '80 °C'],
    ],
    options: [colorOption(['black', 'red', 'blue'])],
    tags: ['dashboard mat', 'anti-slip'],
    created: '2025-03-06',
    fit: 'unknown',
  }),
  product({
    slug: 'portronics-car-power-dual-usb-c-charger',
    hsn: '850440',
    name: 'Portronics Car Power 8 Dual USB-C 45W Car Charger',
    sku: 'PTR-CC-POWER8',
    pn: 'POR-1510',
    brand: 'portronics',
    cat: 'dashboard-accessories',
    price: 899,
    excerpt: 'Fast-charge two phones at once from the 12V socket.',
    about: '<strong>45W PD</strong> output charges a phone to 50% in about 30 minutes on your commute.',
    points: ['Two USB-C PD ports', 'Metal body, LED ring', 'Over-voltage protection'],
    type: 'charger-cable',
    specs: [
      ['Output', '45 W total'],
      ['Ports', '2 x USB-C'],
      ['Input', '12–24 V'],
    ],
    warranty: '6 months',
    tags: ['car charger', 'usb-c'],
    created: '2025-12-09',
    fit: FIT.cars,
  }),
  product({
    slug: 'elegant-sunglass-holder-clip-pair',
    name: 'Elegant Sun Visor Sunglass Holder Clip (Pair)',
    sku: 'ELG-OR-SGH2',
    pn: 'EL-SGH-2',
    brand: 'elegant',
    cat: 'dashboard-accessories',
    price: 199,
    excerpt: 'Clip-on holders for glasses and parking tickets.',
    about: 'Keep sunglasses within reach: these <strong>visor clips</strong> hold glasses, cards and tickets.',
    points: ['Pair of clips', 'Leather-look finish', 'Fits any sun visor'],
    type: 'organiser',
    specs: [
      ['Material', 'ABS, PU leather'],
      ['Pieces', '2'],
      ['Mount', 'Sun visor clip'],
    ],
    options: [colorOption(['black', 'brown', 'beige', 'silver'])],
    tags: ['sunglass holder', 'organiser'],
    created: '2026-03-18',
    badges: ['new'],
    fit: 'unknown',
  }),
  product({
    slug: 'autofurnish-car-dustbin',
    name: 'AutoFurnish Leak-Proof Car Dustbin',
    sku: 'AFN-OR-BIN1',
    pn: 'AF-BIN-1',
    brand: 'autofurnish',
    cat: 'dashboard-accessories',
    price: 349,
    excerpt: 'Hanging or cup-holder dustbin with a spring-loaded lid.',
    about:
      'A tidy cabin in one step: a <strong>leak-proof bin</strong> that hangs on a headrest or sits in a door pocket.',
    points: ['Spring lid keeps smells in', 'Removable inner bucket', 'Includes headrest strap'],
    type: 'organiser',
    specs: [
      ['Capacity', '1.2 L'],
      ['Material', 'ABS plastic'],
      ['Mount', 'Headrest strap / door pocket'],
    ],
    options: [colorOption(['black', 'white', 'beige'])],
    tags: ['dustbin', 'organiser', 'clean'],
    created: '2025-10-24',
    fit: 'unknown',
  }),
];

/** Interior Parts, part 2: steering covers, dashboard and cabin accessories, sun shades. */
export const INTERIOR_CABIN_PRODUCTS: SeedProduct[] = [...STEERING, ...DASHBOARD, ...SUN_SHADES];
