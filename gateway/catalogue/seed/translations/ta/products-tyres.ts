import type { ProductTexts } from '../types';

type TyreKind = 'car' | 'bike' | 'bike-tube-type';

/** One tyre's texts, built from its size and pattern like the English in seed/products-tyres.ts. */
function tyre(name: string, size: string, load: string, speed: string, kind: TyreKind, note: string): ProductTexts {
  const tubeless = kind !== 'bike-tube-type';
  return {
    excerpt: `${size} ${load}${speed} ${tubeless ? 'டியூப்லெஸ்' : 'டியூப் வகை'} டயர். ${note}`,
    about: `<strong>${name}</strong>, ${size} அளவில், இந்தியச் சாலைகளுக்காகத் தயாரிக்கப்பட்ட ${kind === 'car' ? 'கார்' : 'இருசக்கர வாகன'} டயர். ${note}`,
    points: [
      `லோடு இண்டெக்ஸ் ${load}, ஸ்பீடு ரேட்டிங் ${speed}`,
      tubeless
        ? 'டியூப்லெஸ்: பஞ்சரானாலும் காற்று மெதுவாகவே இறங்கும், எளிதாகச் சரிசெய்யலாம்'
        : 'டியூப் வகை அமைப்பு, டியூப் தனியாக வாங்க வேண்டும்',
      kind === 'car'
        ? '40+ நகரங்களில் பார்ட்னர் டயர் கடைகளில் இலவசப் பொருத்துதல், பேலன்சிங்'
        : '40+ நகரங்களில் பார்ட்னர் டயர் கடைகளில் பொருத்துதல்',
    ],
    warranty: 'தயாரிப்பு தேதியிலிருந்து 5 ஆண்டு உற்பத்தி வாரண்டி',
  };
}

/** Tamil texts of tyres and tyre tools (seed/products-tyres.ts). */
export const TYRES_TEXTS: Record<string, ProductTexts> = {
  'mrf-zvtv-185-65-r15': tyre(
    'MRF ZVTV',
    '185/65 R15',
    '88',
    'H',
    'car',
    'ஹேட்ச்பேக், செடான் கார்களுக்கு அமைதியான, நீண்ட நாள் உழைக்கும் ட்ரெட்.',
  ),
  'ceat-securadrive-205-65-r16': tyre(
    'CEAT SecuraDrive',
    '205/65 R16',
    '95',
    'H',
    'car',
    'சிறிய SUV-களுக்கு ஈரச் சாலையில் நம்பகமான பிரேக்கிங்கும் சுகமான பயணமும்.',
  ),
  'apollo-alnac-4g-195-55-r16': tyre(
    'Apollo Alnac 4G',
    '195/55 R16',
    '87',
    'V',
    'car',
    'ஸ்போர்ட்டியான கையாளுதலுடன் நல்ல மைலேஜ்.',
  ),
  'michelin-primacy-4-st-215-60-r16': tyre(
    'Michelin Primacy 4 ST',
    '215/60 R16',
    '99',
    'V',
    'car',
    'தேய்ந்த பிறகும் பாதுகாப்பாக இருக்கும் பிரீமியம் சொகுசு டயர்.',
  ),
  'bridgestone-ecopia-ep150-185-55-r16': tyre(
    'Bridgestone Ecopia EP150',
    '185/55 R16',
    '83',
    'V',
    'car',
    'குறைந்த உருளும் எதிர்ப்பு, அதிக மைலேஜ்.',
  ),
  'mrf-wanderer-street-235-65-r17': tyre(
    'MRF Wanderer Street',
    '235/65 R17',
    '104',
    'H',
    'car',
    'பெரிய SUV-களுக்கான உறுதியான பக்கச்சுவர் கொண்ட நெடுஞ்சாலை டயர்.',
  ),
  'apollo-apterra-ht2-215-55-r17': tyre(
    'Apollo Apterra HT2',
    '215/55 R17',
    '94',
    'V',
    'car',
    'குடும்ப MPV-களுக்கு மென்மையும் அமைதியும்.',
  ),
  'ceat-crossdrive-at-255-60-r18': tyre(
    'CEAT CrossDrive AT',
    '255/60 R18',
    '112',
    'H',
    'car',
    'தார்ச் சாலைக்கும் லேசான கரடுமுரடான பாதைக்கும் ஆல்-டெரெய்ன் ட்ரெட்.',
  ),
  'bridgestone-turanza-t005a-195-60-r16': tyre(
    'Bridgestone Turanza T005A',
    '195/60 R16',
    '89',
    'H',
    'car',
    'ஈரச் சாலையில் குறைந்த தூரத்தில் நிற்கும்.',
  ),
  'mrf-nylogrip-plus-2-75-18-front-rear': tyre(
    'MRF Nylogrip Plus',
    '2.75-18',
    '42',
    'P',
    'bike-tube-type',
    'தினசரி பயணிக்கும் பைக்குகளுக்கு இந்தியாவின் விருப்பமான டயர்.',
  ),
  'ceat-zoom-rad-120-80-17-rear': tyre(
    'CEAT Zoom Rad',
    '120/80-17',
    '61',
    'P',
    'bike',
    '150–200 cc மோட்டார்சைக்கிள்களுக்கு ரேடியல் பிடிப்பு.',
  ),
  'tvs-eurogrip-protorq-90-90-12-front-rear': tyre(
    'TVS Eurogrip Protorq',
    '90/90-12',
    '54',
    'J',
    'bike',
    'நின்று நின்று செல்லும் நகர டிராஃபிக்கில் ஓடும் ஸ்கூட்டர்களுக்காக உருவாக்கப்பட்டது.',
  ),
  'apollo-actizip-r5-140-60-r17-rear': tyre(
    'Apollo Actizip R5',
    '140/60 R17',
    '63',
    'P',
    'bike',
    'ஸ்போர்ட்டியாக ஓட்டுபவர்களுக்கு அகலமான ரேடியல் பின் டயர்.',
  ),
  'tvs-eurogrip-smart-ev-110-70-12-front-rear': tyre(
    'TVS Eurogrip Smart EV',
    '110/70-12',
    '47',
    'J',
    'bike',
    'எலக்ட்ரிக் ஸ்கூட்டர்களின் ரேஞ்சை அதிகரிக்கும் குறைந்த உருளும் எதிர்ப்பு காம்பவுண்ட்.',
  ),
  'ceat-gripp-xl-100-80-12-rear': tyre(
    'CEAT Gripp XL',
    '100/80-12',
    '56',
    'J',
    'bike',
    'நல்ல பிடிப்பு தரும் ஸ்கூட்டர் டயர், Ather 450X-க்குப் பிரபலமான தேர்வு.',
  ),
  'mrf-nylorex-120-80-18-rear': tyre(
    'MRF Nylorex',
    '120/80-18',
    '62',
    'P',
    'bike-tube-type',
    'Royal Enfield க்ரூஸர்களுக்கு நீண்ட நாள் உழைக்கும் பின் டயர்.',
  ),
  'bergmann-sportsman-digital-tyre-inflator': {
    excerpt: 'பிரஷரை அமைத்து, ஸ்டார்ட் அழுத்துங்கள்: கார், பைக்குகளுக்கான தானியங்கி கட்-ஆஃப் டிஜிட்டல் இன்ஃப்ளேட்டர்.',
    about: '<strong>Bergmann Sportsman</strong> 12V சாக்கெட்டில் இணைகிறது; நீங்கள் அமைத்த பிரஷரில் தானாகவே நின்றுவிடும்.',
    points: ['PSI, BAR, kPa-வில் டிஜிட்டல் கேஜ்', 'உள்ளேயே எல்இடி டார்ச்', 'பந்துகள், சைக்கிள் டயர்களுக்கான அடாப்டர்கள்'],
    warranty: '12 மாதங்கள்',
  },
  'bosch-easypump-cordless-inflator': {
    excerpt: 'பாக்கெட்டில் அடங்கும் ரீசார்ஜ் செய்யக்கூடிய இன்ஃப்ளேட்டர், USB-C சார்ஜிங்குடன்.',
    about: '<strong>Bosch EasyPump</strong> மூலம் கார், ஸ்கூட்டர், சைக்கிள் டயர்களுக்கு எங்கும் காற்று நிரப்பலாம்; வயர் தேவையில்லை.',
    points: ['3.6 V லித்தியம் பேட்டரி, USB-C', 'அமைத்த பிரஷரில் தானாக நிற்கும்', 'கிளவ்பாக்ஸில் அடங்கிவிடும்'],
    warranty: '24 மாதங்கள்',
  },
  'autofurnish-tubeless-puncture-repair-kit': {
    excerpt: 'டியூப்லெஸ் பஞ்சரைச் சாலையோரத்திலேயே பத்து நிமிடங்களில் சரிசெய்யுங்கள்.',
    about: 'சக்கரத்தைக் கழற்றாமலேயே கார் அல்லது பைக்கின் <strong>டியூப்லெஸ் டயர் பஞ்சரை</strong> அடைக்கத் தேவையான அனைத்தும்.',
    points: ['T-கைப்பிடி ரீமர், செருகும் கருவி', '10 ரப்பர் ஸ்ட்ரிப்கள், சொல்யூஷன்', 'சிறிய சேமிப்புப் பெட்டி'],
  },
  'autofurnish-15-inch-wheel-covers-maruti-baleno': {
    excerpt: 'ஸ்போர்ட்டியான மல்டி-ஸ்போக் வடிவில் 4 ABS வீல் கேப்களின் செட்.',
    about: 'உறுதியாக கிளிப் ஆகும் <strong>15 அங்குல ABS வீல் கவர்களால்</strong> ஸ்டீல் சக்கரங்களுக்கு அலாய் தோற்றம் கொடுங்கள்.',
    points: ['4 கவர்களின் செட்', 'மோதலைத் தாங்கும் ABS பிளாஸ்டிக்', 'ரிடெய்னிங் ரிங் உடன் வருகிறது'],
  },
  'bergmann-digital-tyre-pressure-gauge': {
    excerpt: 'பின்னொளி கொண்ட டிஜிட்டல் கேஜ், 0.5 PSI வரை துல்லியம்.',
    about: 'நீண்ட பயணத்துக்கு முன் இந்த <strong>பின்னொளி கொண்ட டிஜிட்டல் கேஜ்</strong> மூலம் டயர் பிரஷரைச் சோதியுங்கள்.',
    points: ['3–150 PSI வரை அளக்கும்', 'தானாக அணைந்துவிடும்', 'பேட்டரி உடன் வருகிறது'],
  },
};
