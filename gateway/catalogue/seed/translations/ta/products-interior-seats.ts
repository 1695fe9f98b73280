import type { ProductTexts } from '../types';

/** Seat cover lines of seed/products-interior-seats.ts: the material and the line's own words. */
const SEAT_LINES = {
  cruze: { material: 'PU லெதரெட்', line: 'க்ரூஸ் லெதரெட்' },
  diamond: { material: '8 mm ஃபோம் கொண்ட PU லெதர்', line: 'டயமண்ட் குயில்டட்' },
  breathe: { material: 'காற்றோட்டமான ஜாக்கார்ட் துணி', line: 'ப்ரீத் ஃபேப்ரிக்' },
} as const;

function seatCovers(lineKey: keyof typeof SEAT_LINES, model: string, sevenSeats = false): ProductTexts {
  const { material, line } = SEAT_LINES[lineKey];
  return {
    excerpt: `அளவுக்கு ஏற்பத் தைக்கப்பட்ட ${material} சீட் கவர்கள், ${sevenSeats ? 'மூன்று வரிசைகளுக்குமான முழு செட்' : 'முன், பின் இருக்கைகளுக்கான செட்'}, ஏர்பேக்குடன் பாதுகாப்பானது.`,
    about: `<strong>${model}</strong> இருக்கைகளின் சரியான அளவில் தைக்கப்பட்ட இந்த ${line} கவர்கள் ஒரிஜினல் இருக்கைகளைப் பாதுகாத்து கேபினுக்குப் புதுப்பொலிவு தருகின்றன.`,
    points: [
      `${material}, இரட்டைத் தையல் இணைப்புகள்`,
      'முன் இருக்கைகளில் சைடு ஏர்பேக் திறக்க வழிவிடும் தையல்',
      `${sevenSeats ? '7' : '5'} இருக்கைகளுக்கான முழு செட், ஹெட்ரெஸ்ட் கவர்கள் உட்பட`,
      'சுமார் 60 நிமிடங்களில் பொருத்தலாம்; வீடியோக்கள் உடன் வருகின்றன',
    ],
    warranty: 'தையல் குறைபாடுகளுக்கு 12 மாதங்கள்',
  };
}

const MAT_POINTS = [
  'உயர்த்தப்பட்ட ஓரங்கள் மழைநீரையும் சேற்றையும் தடுக்கின்றன',
  'வழுக்காத அடிப்பகுதி, ஃபேக்டரி ஹூக்குகளில் கிளிப் ஆகும்',
  'சில நிமிடங்களில் துடைத்து அல்லது கழுவிச் சுத்தம் செய்யலாம்',
];

function floorMats(kind: '7d' | '3d', model: string): ProductTexts {
  return {
    excerpt: `லேசர் மூலம் அளவெடுக்கப்பட்ட ${kind === '7d' ? '7D' : '3D'} மேட்கள், தண்ணீர், சேறு, மணலைத் தடுக்கும் உயர்த்தப்பட்ட ஓரங்களுடன்.`,
    about:
      kind === '7d'
        ? `குயில்டட் PU மேல் அடுக்கும் கழற்றக்கூடிய புல் கார்பெட்டும் கொண்ட <strong>7D சொகுசு மேட்கள்</strong>, ${model} தரையின் அளவில் வெட்டப்பட்டவை.`
        : `நாற்றமில்லாத TPE-யால் ஆன <strong>3D டீப்-டிஷ் மேட்கள்</strong>, ${model} தரையின் அளவில் வெட்டப்பட்டவை.`,
    points: MAT_POINTS,
    warranty: '6 மாதங்கள்',
  };
}

/** Tamil texts of seat covers, floor mats and cushions (seed/products-interior-seats.ts). */
export const INTERIOR_SEATS_TEXTS: Record<string, ProductTexts> = {
  'elegant-cruze-leatherette-seat-covers-swift': seatCovers('cruze', 'Maruti Suzuki Swift'),
  'autofurnish-diamond-quilted-seat-covers-baleno': seatCovers('diamond', 'Maruti Suzuki Baleno'),
  'elegant-breathe-fabric-seat-covers-dzire': seatCovers('breathe', 'Maruti Suzuki Dzire'),
  'elegant-cruze-leatherette-seat-covers-creta': seatCovers('cruze', 'Hyundai Creta'),
  'autofurnish-diamond-quilted-seat-covers-i20': seatCovers('diamond', 'Hyundai i20'),
  'elegant-breathe-fabric-seat-covers-nexon': seatCovers('breathe', 'Tata Nexon'),
  'elegant-cruze-leatherette-seat-covers-punch': seatCovers('cruze', 'Tata Punch'),
  'autofurnish-diamond-quilted-seat-covers-xuv700': seatCovers('diamond', 'Mahindra XUV700', true),
  'elegant-breathe-fabric-seat-covers-scorpio-n': seatCovers('breathe', 'Mahindra Scorpio-N', true),
  'elegant-cruze-leatherette-seat-covers-city': seatCovers('cruze', 'Honda City'),
  'autofurnish-diamond-quilted-seat-covers-innova-crysta': seatCovers('diamond', 'Toyota Innova Crysta', true),
  'elegant-breathe-fabric-seat-covers-seltos': seatCovers('breathe', 'Kia Seltos'),
  'autofurnish-7d-floor-mats-swift': floorMats('7d', 'Maruti Suzuki Swift'),
  'autofurnish-3d-floor-mats-baleno': floorMats('3d', 'Maruti Suzuki Baleno'),
  'autofurnish-7d-floor-mats-dzire': floorMats('7d', 'Maruti Suzuki Dzire'),
  'autofurnish-3d-floor-mats-creta': floorMats('3d', 'Hyundai Creta'),
  'autofurnish-7d-floor-mats-i20': floorMats('7d', 'Hyundai i20'),
  'autofurnish-3d-floor-mats-nexon': floorMats('3d', 'Tata Nexon'),
  'autofurnish-7d-floor-mats-nexon-ev': floorMats('7d', 'Tata Nexon EV'),
  'autofurnish-3d-floor-mats-xuv700': floorMats('3d', 'Mahindra XUV700'),
  'autofurnish-7d-floor-mats-city': floorMats('7d', 'Honda City'),
  'autofurnish-3d-floor-mats-seltos': floorMats('3d', 'Kia Seltos'),
  'elegant-universal-rubber-floor-mats': {
    excerpt: 'எந்த ஹேட்ச்பேக் அல்லது செடானுக்கும் வெட்டிப் பொருத்தக்கூடிய ரப்பர் மேட்கள்.',
    about: 'பெரும்பாலான கார்களுக்குப் பொருந்த வெட்டும் கோடுகளுடன் கூடிய, விலை குறைந்த <strong>ஹெவி-டியூட்டி ரப்பர் மேட்கள்</strong>.',
    points: ['4 மேட்கள்: இரண்டு முன், இரண்டு பின்', 'ஆழமான பள்ளங்கள் தண்ணீரை வழிந்தோடச் செய்கின்றன', 'நாற்றமில்லாத இயற்கை ரப்பர்'],
  },
  'elegant-memory-foam-neck-rest-pillow': {
    excerpt: 'நீண்ட பயணங்களில் கழுத்து வலியைக் குறைக்கும் ஹெட்ரெஸ்ட் தலையணை.',
    about: 'சரிசெய்யக்கூடிய பட்டையும் கழற்றக்கூடிய மென்மையான கவரும் கொண்ட <strong>மெமரி ஃபோம் கழுத்துத் தலையணை</strong>.',
    points: ['வெல்வெட் போன்ற, துவைக்கக்கூடிய கவர்', 'சரிசெய்யக்கூடிய எலாஸ்டிக் பட்டை', 'தனியாக விற்கப்படுகிறது'],
  },
  'autofurnish-lumbar-support-seat-cushion': {
    excerpt: 'டிராஃபிக்கில் கீழ் முதுகுக்கு ஆதரவு தரும் மெமரி ஃபோம் பேக்ரெஸ்ட்.',
    about: 'முதுகெலும்பைச் சரியான வடிவில் வைக்கும் <strong>லம்பர் குஷனால்</strong> நீண்ட தினசரி பயணம் எளிதாகிறது.',
    points: ['அதிக அடர்த்தி மெமரி ஃபோம்', 'காற்றோட்டத்துக்கு வலை கவர்', 'கார் இருக்கை, அலுவலக நாற்காலி இரண்டிலும் பொருந்தும்'],
  },
};
