import type { ProductTexts } from '../types';

function chainKit(teeth: string, model: string, oRing = false): ProductTexts {
  return {
    excerpt: `${model}-க்கான செயின், முன் மற்றும் பின் ஸ்ப்ராக்கெட் செட் (${teeth}).`,
    about:
      'Rolon இந்தியப் பைக் நிறுவனங்களுக்கான <strong>ஒரிஜினல் செயின் சப்ளையர்</strong>. இந்த கிட் செயினையும் இரண்டு ஸ்ப்ராக்கெட்டுகளையும் ஒன்றாக மாற்றுவதால் டிரைவ் மென்மையாகவும் அமைதியாகவும் இருக்கும்.',
    points: [
      `பற்கள், இணைப்புகள்: ${teeth}`,
      oRing ? 'சீல் செய்யப்பட்ட O-ரிங் செயின் 30,000 km வரை உழைக்கும்' : 'நீண்ட ஆயுளுக்கு வெப்பப் பதப்படுத்தப்பட்ட ஸ்ப்ராக்கெட்டுகள்',
      'செயினையும் ஸ்ப்ராக்கெட்டுகளையும் எப்போதும் ஒன்றாக மாற்றவும்',
    ],
    warranty: '6 மாதங்கள் அல்லது 10,000 km',
  };
}

const HELMET_TYPES = {
  'full-face': 'ஃபுல் ஃபேஸ்',
  modular: 'மாடுலர் (ஃப்ளிப்-அப்)',
  'open-face': 'ஓபன் ஃபேஸ்',
  motocross: 'மோட்டோகிராஸ்',
} as const;

function helmet(name: string, type: keyof typeof HELMET_TYPES, certification: string, note: string): ProductTexts {
  const kind = HELMET_TYPES[type];
  return {
    excerpt: `${certification} சான்றிதழ் பெற்ற ${kind} ஹெல்மெட். ${note}`,
    about: `<strong>${name}</strong> என்பது EPS லைனரும் ${certification} சான்றிதழும் கொண்ட ${kind} ஹெல்மெட். ${note}`,
    points: [
      'கடும் மோதலைத் தாங்கும் ABS / தெர்மோபிளாஸ்டிக் ஓடு',
      'கழற்றித் துவைக்கக்கூடிய பேடிங்',
      'விரைவாகத் திறக்கும் தாடைப் பட்டை',
      'அளவைத் தேர்ந்தெடுக்க, புருவங்களுக்குச் சற்று மேலே தலையைச் சுற்றி அளவெடுக்கவும்',
    ],
    warranty: 'உற்பத்திக் குறைபாடுகளுக்கு 6 மாதங்கள்',
  };
}

/** Tamil texts of two-wheeler parts, riding gear and EV charging (seed/products-two-wheeler.ts). */
export const TWO_WHEELER_TEXTS: Record<string, ProductTexts> = {
  'rolon-chain-sprocket-kit-splendor-plus': chainKit('14T / 44T / 100 இணைப்புகள்', 'Hero Splendor Plus'),
  'rolon-chain-sprocket-kit-pulsar-150': chainKit('14T / 42T / 128 இணைப்புகள்', 'Bajaj Pulsar 150'),
  'rolon-chain-sprocket-kit-classic-350': chainKit('15T / 38T / 104 இணைப்புகள்', 'Royal Enfield Classic 350', true),
  'rolon-chain-sprocket-kit-fz-s': chainKit('14T / 45T / 118 இணைப்புகள்', 'Yamaha FZ-S'),
  'endurance-clutch-plate-set-tvs-apache-rtr-160': {
    excerpt: 'Apache RTR 160 வெட் கிளட்சுக்கான 5 ஃப்ரிக்ஷன் பிளேட்டுகள் கொண்ட செட்.',
    about:
      'கிளட்ச் வழுக்குகிறதா? புதிய <strong>கார்க்-காம்போசிட் ஃப்ரிக்ஷன் பிளேட்டுகள்</strong> ஒவ்வொரு கியரிலும் இழுவையை மீட்டுத் தரும்.',
    points: ['5 ஃப்ரிக்ஷன் பிளேட்டுகள் கொண்ட செட்', 'பொருத்தும் முன் இன்ஜின் ஆயிலில் ஊறவைக்கவும்', 'வொர்க்ஷாப்பில் பொருத்துவது நல்லது'],
  },
  'endurance-clutch-plate-set-bajaj-pulsar-150': {
    excerpt: 'Bajaj-இன் கிளட்ச் சப்ளையரின் ஒரிஜினல் ஃப்ரிக்ஷன் பிளேட்டுகள்.',
    about: 'Pulsar-இன் <strong>ஒரிஜினல் கிளட்சைத்</strong> தயாரிப்பது Endurance: அதே பொருத்தம், அதே உணர்வு.',
    points: ['5 ஃப்ரிக்ஷன் பிளேட்டுகள் கொண்ட செட்', 'மென்மையான கிளட்ச்', 'நீண்ட ஆயுள்'],
  },
  'tvs-girling-rear-brake-shoe-hero-splendor-plus': {
    excerpt: 'ஆஸ்பெஸ்டாஸ் இல்லாத பின் டிரம் பிரேக் ஷூக்கள்.',
    about: 'Splendor Plus-இன் 130 mm பின் டிரம்முக்கு ஸ்பிரிங்குகளுடன் <strong>டிரம் பிரேக் ஷூக்கள்</strong>.',
    points: ['ஸ்பிரிங்குகளுடன் ஒரு ஜோடி ஷூக்கள்', 'படிப்படியாக அதிகரிக்கும் பிரேக்கிங் உணர்வு', 'எளிதான பொருத்துதல்'],
  },
  'steelbird-sba-1-full-face-helmet': helmet(
    'Steelbird SBA-1 Full Face Helmet',
    'full-face',
    'ISI',
    'தினசரி பயணிகளின் விருப்பத் தேர்வு, கீறல் விழாத தெளிவான வைசருடன்.',
  ),
  'steelbird-sba-7-flip-up-helmet': helmet(
    'Steelbird SBA-7 Flip-Up Helmet',
    'modular',
    'ISI',
    'சிக்னலில் ஹெல்மெட்டைக் கழற்றாமலேயே தாடைப் பகுதியை மேலே தூக்கலாம்.',
  ),
  'steelbird-sbh-11-zoom-open-face-helmet': helmet(
    'Steelbird SBH-11 Zoom Open Face Helmet',
    'open-face',
    'ISI',
    'நகரத்தில் ஸ்கூட்டர் ஓட்ட லேசானதும் காற்றோட்டமானதும்.',
  ),
  'vega-crux-open-face-helmet': helmet(
    'Vega Crux Open Face Helmet',
    'open-face',
    'ISI',
    'எல்லா வயது ஓட்டுநர்களுக்கும் பொருந்தும் சிறிய ஓடு.',
  ),
  'vega-off-road-dv-helmet': helmet(
    'Vega Off Road D/V Motocross Helmet',
    'motocross',
    'ISI',
    'கரடுமுரடான பாதைகளுக்கு பீக் வைசரும் அகலமான கண் பகுதியும்; உள்ளே சன் வைசர்.',
  ),
  'studds-shifter-d6-decor-full-face-helmet': helmet(
    'Studds Shifter D6 Decor Full Face Helmet',
    'full-face',
    'ISI',
    'ஸ்போர்ட்டியான கிராஃபிக்ஸ், விண்ட்-டனலில் சோதிக்கப்பட்ட வென்ட்கள்.',
  ),
  'studds-ninja-3g-flip-up-helmet': helmet(
    'Studds Ninja 3G Flip-Up Helmet',
    'modular',
    'ISI',
    'இரட்டை வைசர் வசதி கொண்ட பயனுள்ள மாடுலர் ஹெல்மெட்.',
  ),
  'steelbird-sa-2-aeronautics-dot-helmet': helmet(
    'Steelbird SA-2 Aeronautics DOT Full Face Helmet',
    'full-face',
    'ISI + DOT',
    'ஃபைபர்கிளாஸால் வலுவூட்டப்பட்ட ஓடு, Pinlock பொருத்தக்கூடிய வைசர்.',
  ),
  'rynox-air-gt-4-riding-jacket': {
    excerpt: 'இந்தியக் கோடைக்கு ஏற்ற காற்றோட்டமான வலை ஜாக்கெட்டில் லெவல் 2 CE ஆர்மர்.',
    about:
      '<strong>Rynox Air GT 4</strong>-இன் பெரிய வலைப் பகுதிகள் வழியாகக் காற்று புகுகிறது; CE ஆர்மர் தோள்கள், முழங்கைகள், முதுகைப் பாதுகாக்கிறது.',
    points: ['தோள், முழங்கையில் CE லெவல் 2 ஆர்மர்', 'பேக் ப்ரொடெக்டர் உடன் வருகிறது', 'கழற்றக்கூடிய மழை லைனிங்'],
    warranty: '6 மாதங்கள்',
  },
  'rynox-air-gt-riding-gloves': {
    excerpt: 'கடினமான முட்டிப் பாதுகாப்பும் டச்ஸ்கிரீன் விரல் நுனிகளும் கொண்ட வலைக் கையுறைகள்.',
    about: '<strong>Rynox Air GT கையுறைகள்</strong> தினசரி பயணத்தில் கைகளைக் குளிர்ச்சியாகவும் பாதுகாப்பாகவும் வைக்கின்றன.',
    points: ['TPU முட்டிக் காப்பு', 'உள்ளங்கை ஸ்லைடர்கள்', 'டச்ஸ்கிரீனில் இயங்கும் விரல் நுனி'],
  },
  'rynox-aquaduct-rain-suit': {
    excerpt: 'மழைக்காலத் தினசரி பயணத்துக்கு, தையல்கள் முழுதும் சீல் செய்யப்பட்ட மழை உடை.',
    about: '<strong>Aquaduct மழை உடையை</strong> அலுவலக உடைக்கு மேல் அணிந்து, நனையாமல் போய்ச் சேருங்கள்.',
    points: ['சீல் செய்யப்பட்ட தையல்கள், 10,000 mm நீர்புகாத் திறன்', 'ஒளிரும் பகுதிகள்', 'அதன் சொந்தப் பையிலேயே மடித்து வைக்கலாம்'],
  },
  'steelbird-sb-1-full-finger-riding-gloves': {
    excerpt: 'தினசரி பயணிகளுக்கும் ஸ்கூட்டர் ஓட்டுநர்களுக்கும் விலை குறைந்த பேடட் கையுறைகள்.',
    about: '<strong>Steelbird SB-1 கையுறைகள்</strong> தினசரி பயணத்தில் பிடிப்பையும் அடிப்படைப் பாதுகாப்பையும் தருகின்றன.',
    points: ['பேடட் முட்டிகள்', 'வழுக்காத உள்ளங்கை', 'காற்றோட்டமான பின்பகுதி'],
  },
  'exicom-spin-air-7-4kw-ac-wall-charger': {
    excerpt: 'ஆப் கட்டுப்பாட்டுடன் வீட்டு வால் சார்ஜர்; இரவு முழுவதும் Nexon EV சார்ஜ் ஆகும்.',
    about: '<strong>Exicom Spin Air</strong> 7.4 kW சார்ஜர் இந்தியாவில் தயாரானது; எல்லா Type 2 எலக்ட்ரிக் கார்களுடனும் செயல்படும்.',
    points: [
      '7.4 kW சிங்கிள் ஃபேஸ், 32 A',
      'Wi-Fi, Bluetooth ஆப் மூலம் சார்ஜிங் நேரத்தை அமைக்கலாம்',
      '5 m இணைக்கப்பட்ட கேபிள் உடன் வருகிறது; பொருத்துதலைத் தனியாக புக் செய்யவும்',
    ],
    warranty: '24 மாதங்கள்',
  },
  'bosch-type-2-ev-charging-cable-5m': {
    excerpt: 'பொது AC சார்ஜர்களுக்கான Mode 3 கேபிள், 22 kW வரை.',
    about: 'மால்கள், அலுவலகங்களில் உள்ள பொது AC சார்ஜ் பாயின்ட்டுகளுக்கு உறுதியான <strong>Mode 3 சார்ஜிங் கேபிள்</strong>.',
    points: ['32 A, த்ரீ-ஃபேஸ், 22 kW வரை', 'IP54 கனெக்டர்கள்', 'எடுத்துச் செல்லும் பை உடன் வருகிறது'],
    warranty: '24 மாதங்கள்',
  },
  'exicom-3-3kw-portable-ev-charger-nexon-ev': {
    excerpt: 'வீட்டிலோ பயணத்திலோ எந்த 15 A சாக்கெட்டிலிருந்தும் சார்ஜ் செய்யுங்கள்.',
    about:
      'இந்த <strong>போர்ட்டபிள் சார்ஜரை</strong> சாதாரண 15 A சாக்கெட்டில் இணையுங்கள்: Nexon EV முழுதும் சார்ஜ் ஆகச் சுமார் 10–12 மணி நேரம் ஆகும்.',
    points: [
      '15 A சாக்கெட்டிலிருந்து 3.3 kW',
      'எர்த்-லீக்கேஜ், அதிக வெப்பத்திலிருந்து பாதுகாப்பு',
      'எடுத்துச் செல்லும் பெட்டி உடன் வருகிறது',
    ],
    warranty: '12 மாதங்கள்',
  },
  'ather-portable-charger-450x': {
    excerpt: 'அதிகாரப்பூர்வ போர்ட்டபிள் சார்ஜர்: உங்கள் 450X-ஐ எந்த 5 A சாக்கெட்டிலிருந்தும் சார்ஜ் செய்யுங்கள்.',
    about: 'அதிகாரப்பூர்வ <strong>Ather போர்ட்டபிள் சார்ஜர்</strong> இருக்கைக்கு அடியில் அடங்கும்; எங்கு வேண்டுமானாலும் சார்ஜ் செய்யலாம்.',
    points: ['வீட்டு 5 A சாக்கெட்டுகளில் செயல்படும்', 'இருக்கைக்கு அடியிலுள்ள இடத்தில் அடங்கும்', 'எல்இடி மூலம் சார்ஜ் நிலை'],
    warranty: '12 மாதங்கள்',
  },
  'ather-scooter-cover-450x': {
    excerpt: 'சார்ஜிங் போர்ட்டுக்குத் திறப்புடன், அளவெடுத்துத் தைத்த கவர்.',
    about: 'ஸ்கூட்டரிலிருந்து கவரை அகற்றாமலேயே சார்ஜ் செய்ய ஜிப் திறப்புடன் கூடிய <strong>Ather வடிவமைத்த கவர்</strong>.',
    points: ['நீர்புகாதது, வெயிலைத் தாங்கும்', 'சார்ஜிங் திறப்பு', 'சேமிப்புப் பை'],
  },
  'bosch-ev-cable-storage-bag': {
    excerpt: 'சார்ஜிங் கேபிள்களைச் சுத்தமாகவும் டிக்கியை ஒழுங்காகவும் வைக்கும்.',
    about: 'டிக்கியிலோ ஃப்ரங்கிலோ அசையாமல் இருக்கும் Velcro அடிப்பகுதி கொண்ட பேடட் <strong>கேபிள் பை</strong>.',
    points: ['7.5 m வரையிலான கேபிள்கள் அடங்கும்', 'தண்ணீரை ஒட்டவிடாத துணி', 'தூக்கும் கைப்பிடி'],
  },
  'exicom-ola-s1-pro-fast-charger-cable': {
    excerpt: 'Ola S1 Pro-க்கான மாற்று வீட்டு சார்ஜிங் கேபிள்.',
    about: 'Ola S1 Pro-வின் வெளிப்புற சார்ஜருக்கான தடிமனான <strong>மாற்று சார்ஜிங் கேபிள்</strong>.',
    points: ['1.8 m நீளம்', 'வார்க்கப்பட்ட 15 A பிளக்', 'தீப்பற்றாத வெளி உறை'],
  },
};
