import type { ProductTexts } from '../types';

type Style = 'cruze' | 'diamond' | 'breathe';

const SEAT_STYLES: Record<Style, { line: string; material: string }> = {
  cruze: { line: 'Cruze Leatherette', material: 'PU లెదరెట్' },
  diamond: { line: 'Diamond Quilted', material: '8 mm ఫోమ్ ఉన్న PU లెదర్' },
  breathe: { line: 'Breathe Fabric', material: 'గాలి ఆడే జాకార్డ్ వస్త్రం' },
};

/** Mirrors the English seat-cover template in seed/products-interior-seats.ts. */
function seatCover(model: string, style: Style, seven = false): ProductTexts {
  const { line, material } = SEAT_STYLES[style];
  return {
    excerpt: `కారుకు సరిగ్గా సరిపోయే ${material} సీట్ కవర్లు, ${seven ? 'మూడు వరుసలకూ పూర్తి సెట్' : 'ముందు, వెనుక సీట్ల సెట్'}, ఎయిర్‌బ్యాగ్‌కు అనుకూలం.`,
    about: `<strong>${model}</strong> కారు సీట్ల ఖచ్చితమైన కొలతలకు తయారైన ఈ ${line} కవర్లు ఒరిజినల్ అప్హోల్స్టరీని కాపాడతాయి, క్యాబిన్‌కు కొత్త కళ తెస్తాయి.`,
    points: [
      `${material}, రెండుసార్లు కుట్టిన సీమ్‌లు`,
      'ముందు సీట్లలో సైడ్ ఎయిర్‌బ్యాగ్ తెరుచుకోవడానికి సురక్షితమైన టియర్ స్టిచింగ్',
      `హెడ్‌రెస్ట్ కవర్లతో సహా ${seven ? 7 : 5} సీట్లకు పూర్తి సెట్`,
      'సుమారు 60 నిమిషాల్లో బిగింపు; వీడియోలు ఉంటాయి',
    ],
    warranty: 'కుట్టు లోపాలపై 12 నెలలు',
  };
}

/** Mirrors the English floor-mat template in seed/products-interior-seats.ts. */
function floorMat(model: string, sevenD: boolean): ProductTexts {
  return {
    excerpt: `లేజర్‌తో కొలిచిన ${sevenD ? '7D' : '3D'} మ్యాట్‌లు; ఎత్తైన అంచులు నీరు, బురద, ఇసుకను బయటకు పోనివ్వవు.`,
    about: `${sevenD ? 'క్విల్టెడ్ PU పై పొర, తీసివేయగల గ్రాస్ కార్పెట్ ఉన్న <strong>7D లగ్జరీ మ్యాట్‌లు</strong>' : 'వాసన లేని TPE తో తయారైన <strong>3D డీప్-డిష్ మ్యాట్‌లు</strong>'}, ${model} కారు ఫ్లోర్ కొలతలకు కత్తిరించబడ్డాయి.`,
    points: [
      'ఎత్తైన అంచులు వర్షాకాలపు నీరు, బురదను ఆపుతాయి',
      'జారని అడుగు భాగం, ఫ్యాక్టరీ హుక్‌లకు క్లిప్ అవుతుంది',
      'నిమిషాల్లో తుడిచి లేదా కడిగి శుభ్రం చేయండి',
    ],
    warranty: '6 నెలలు',
  };
}

/** Telugu texts of seat covers, floor mats and cushions (seed/products-interior-seats.ts). */
export const INTERIOR_SEATS_TEXTS: Record<string, ProductTexts> = {
  'elegant-cruze-leatherette-seat-covers-swift': seatCover('Maruti Suzuki Swift', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-baleno': seatCover('Maruti Suzuki Baleno', 'diamond'),
  'elegant-breathe-fabric-seat-covers-dzire': seatCover('Maruti Suzuki Dzire', 'breathe'),
  'elegant-cruze-leatherette-seat-covers-creta': seatCover('Hyundai Creta', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-i20': seatCover('Hyundai i20', 'diamond'),
  'elegant-breathe-fabric-seat-covers-nexon': seatCover('Tata Nexon', 'breathe'),
  'elegant-cruze-leatherette-seat-covers-punch': seatCover('Tata Punch', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-xuv700': seatCover('Mahindra XUV700', 'diamond', true),
  'elegant-breathe-fabric-seat-covers-scorpio-n': seatCover('Mahindra Scorpio-N', 'breathe', true),
  'elegant-cruze-leatherette-seat-covers-city': seatCover('Honda City', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-innova-crysta': seatCover('Toyota Innova Crysta', 'diamond', true),
  'elegant-breathe-fabric-seat-covers-seltos': seatCover('Kia Seltos', 'breathe'),
  'autofurnish-7d-floor-mats-swift': floorMat('Maruti Suzuki Swift', true),
  'autofurnish-3d-floor-mats-baleno': floorMat('Maruti Suzuki Baleno', false),
  'autofurnish-7d-floor-mats-dzire': floorMat('Maruti Suzuki Dzire', true),
  'autofurnish-3d-floor-mats-creta': floorMat('Hyundai Creta', false),
  'autofurnish-7d-floor-mats-i20': floorMat('Hyundai i20', true),
  'autofurnish-3d-floor-mats-nexon': floorMat('Tata Nexon', false),
  'autofurnish-7d-floor-mats-nexon-ev': floorMat('Tata Nexon EV', true),
  'autofurnish-3d-floor-mats-xuv700': floorMat('Mahindra XUV700', false),
  'autofurnish-7d-floor-mats-city': floorMat('Honda City', true),
  'autofurnish-3d-floor-mats-seltos': floorMat('Kia Seltos', false),
  'elegant-universal-rubber-floor-mats': {
    excerpt: 'ఏ హ్యాచ్‌బ్యాక్ లేదా సెడాన్‌కైనా కత్తిరించి సరిపెట్టుకునే రబ్బర్ మ్యాట్‌లు.',
    about: 'కత్తిరించే గీతలున్న, అందుబాటు ధరలో <strong>హెవీ-డ్యూటీ రబ్బర్ మ్యాట్‌లు</strong>: చాలా కార్లకు సరిపోతాయి.',
    points: ['4 మ్యాట్‌ల సెట్: రెండు ముందు, రెండు వెనుక', 'లోతైన గాడులు నీటిని పారిస్తాయి', 'వాసన లేని సహజ రబ్బర్'],
  },
  'elegant-memory-foam-neck-rest-pillow': {
    excerpt: 'దూర ప్రయాణాల్లో మెడ నొప్పిని తగ్గించే హెడ్‌రెస్ట్ దిండు.',
    about: 'సర్దుబాటు చేయగల పట్టీ, తీసివేయగల మెత్తని కవర్ ఉన్న <strong>మెమరీ ఫోమ్ నెక్ రెస్ట్</strong>.',
    points: ['వెల్వెట్ స్పర్శ గల, ఉతకగల కవర్', 'సర్దుబాటు చేయగల ఎలాస్టిక్ పట్టీ', 'ఒక్కొక్కటిగా అమ్మకం'],
  },
  'autofurnish-lumbar-support-seat-cushion': {
    excerpt: 'ట్రాఫిక్‌లో నడుముకు ఆసరానిచ్చే మెమరీ ఫోమ్ బ్యాక్‌రెస్ట్.',
    about: 'వెన్నెముకను సరైన ఆకారంలో ఉంచే <strong>లంబార్ కుషన్</strong> ఉంటే రోజువారీ దూర ప్రయాణం సులభం.',
    points: ['అధిక సాంద్రత గల మెమరీ ఫోమ్', 'గాలి ఆడటానికి మెష్ కవర్', 'కార్ సీట్లు, ఆఫీస్ కుర్చీలకు సరిపోతుంది'],
  },
};
