import type { ProductTexts } from '../types';

/** Mirrors the English chain-kit template in seed/products-two-wheeler.ts. */
function chainKit(model: string, teeth: string, oRing = false): ProductTexts {
  return {
    excerpt: `${model} కోసం చైన్, ముందు, వెనుక స్ప్రాకెట్ సెట్ (${teeth}).`,
    about:
      'Rolon భారత బైక్ తయారీదారులకు <strong>OE చైన్ సరఫరాదారు</strong>. సాఫీ, నిశ్శబ్ద డ్రైవ్ కోసం ఈ కిట్ చైన్‌ను, రెండు స్ప్రాకెట్‌లను కలిపి మారుస్తుంది.',
    points: [
      `పళ్లు, లింక్‌లు: ${teeth}`,
      oRing ? 'సీల్డ్ O-రింగ్ చైన్ 30,000 km వరకు మన్నుతుంది' : 'ఎక్కువ మన్నిక కోసం వేడితో శుద్ధి చేసిన స్ప్రాకెట్‌లు',
      'చైన్, స్ప్రాకెట్‌లను ఎప్పుడూ కలిపే మార్చండి',
    ],
    warranty: '6 నెలలు లేదా 10,000 km',
  };
}

const HELMET_TYPES = {
  full: 'ఫుల్ ఫేస్',
  modular: 'మాడ్యులర్',
  open: 'ఓపెన్ ఫేస్',
  motocross: 'మోటోక్రాస్',
} as const;

/** Mirrors the English helmet template in seed/products-two-wheeler.ts. */
function helmet(name: string, type: keyof typeof HELMET_TYPES, note: string, cert = 'ISI'): ProductTexts {
  const kind = HELMET_TYPES[type];
  return {
    excerpt: `${cert} సర్టిఫైడ్ ${kind} హెల్మెట్. ${note}`,
    about: `<strong>${name}</strong> EPS లైనర్, ${cert} సర్టిఫికేషన్ ఉన్న ${kind} హెల్మెట్. ${note}`,
    points: [
      'దెబ్బలను బాగా తట్టుకునే ABS / థర్మోప్లాస్టిక్ షెల్',
      'తీసి ఉతకగల ప్యాడింగ్',
      'త్వరగా విడిపోయే గడ్డం పట్టీ',
      'సైజు ఎంచుకోవడానికి కనుబొమ్మలకు కొంచెం పైన తల చుట్టుకొలత కొలవండి',
    ],
    warranty: 'తయారీ లోపాలపై 6 నెలలు',
  };
}

/** Telugu texts of two-wheeler parts, riding gear and EV charging (seed/products-two-wheeler.ts). */
export const TWO_WHEELER_TEXTS: Record<string, ProductTexts> = {
  'rolon-chain-sprocket-kit-splendor-plus': chainKit('Hero Splendor Plus', '14T / 44T / 100 లింక్‌లు'),
  'rolon-chain-sprocket-kit-pulsar-150': chainKit('Bajaj Pulsar 150', '14T / 42T / 128 లింక్‌లు'),
  'rolon-chain-sprocket-kit-classic-350': chainKit('Royal Enfield Classic 350', '15T / 38T / 104 లింక్‌లు', true),
  'rolon-chain-sprocket-kit-fz-s': chainKit('Yamaha FZ-S', '14T / 45T / 118 లింక్‌లు'),
  'endurance-clutch-plate-set-tvs-apache-rtr-160': {
    excerpt: 'Apache RTR 160 వెట్ క్లచ్ కోసం 5 ఫ్రిక్షన్ ప్లేట్‌ల సెట్.',
    about: 'క్లచ్ జారుతోందా? కొత్త <strong>కార్క్-కాంపోజిట్ ఫ్రిక్షన్ ప్లేట్‌ల</strong> సెట్ ప్రతి గేర్‌లోనూ లాగుడు శక్తిని తిరిగి తెస్తుంది.',
    points: ['5 ఫ్రిక్షన్ ప్లేట్‌ల సెట్', 'బిగించే ముందు ఇంజిన్ ఆయిల్‌లో నానబెట్టండి', 'వర్క్‌షాప్‌లో బిగించడం మంచిది'],
  },
  'endurance-clutch-plate-set-bajaj-pulsar-150': {
    excerpt: 'Bajaj క్లచ్ సరఫరాదారు నుండి OE ఫ్రిక్షన్ ప్లేట్‌లు.',
    about: 'Pulsar <strong>ఒరిజినల్ క్లచ్</strong> ను Endurance తయారు చేస్తుంది: అదే ఫిట్, అదే అనుభూతి.',
    points: ['5 ఫ్రిక్షన్ ప్లేట్‌ల సెట్', 'సాఫీగా క్లచ్', 'ఎక్కువ మన్నిక'],
  },
  'tvs-girling-rear-brake-shoe-hero-splendor-plus': {
    excerpt: 'ఆస్బెస్టాస్ లేని వెనుక డ్రమ్ బ్రేక్ షూలు.',
    about: 'Splendor Plus 130 mm వెనుక డ్రమ్ కోసం స్ప్రింగ్‌లతో <strong>డ్రమ్ బ్రేక్ షూలు</strong>.',
    points: ['స్ప్రింగ్‌లతో ఒక జత షూలు', 'క్రమంగా పెరిగే బ్రేకింగ్ అనుభూతి', 'సులభమైన బిగింపు'],
  },
  'steelbird-sba-1-full-face-helmet': helmet(
    'Steelbird SBA-1 Full Face Helmet',
    'full',
    'రోజువారీ ప్రయాణికులు ఎక్కువగా కొనే హెల్మెట్, గీతలు పడని స్పష్టమైన వైజర్‌తో.',
  ),
  'steelbird-sba-7-flip-up-helmet': helmet(
    'Steelbird SBA-7 Flip-Up Helmet',
    'modular',
    'సిగ్నల్స్ వద్ద హెల్మెట్ తీయకుండానే గడ్డం భాగాన్ని పైకి ఎత్తండి.',
  ),
  'steelbird-sbh-11-zoom-open-face-helmet': helmet(
    'Steelbird SBH-11 Zoom Open Face Helmet',
    'open',
    'నగరంలో స్కూటర్ ప్రయాణాలకు తేలికైనది, గాలి బాగా ఆడుతుంది.',
  ),
  'vega-crux-open-face-helmet': helmet('Vega Crux Open Face Helmet', 'open', 'అన్ని వయసుల రైడర్లకు సరిపోయే కాంపాక్ట్ షెల్.'),
  'vega-off-road-dv-helmet': helmet(
    'Vega Off Road D/V Motocross Helmet',
    'motocross',
    'ట్రైల్స్ కోసం పీక్ వైజర్, వెడల్పైన కంటి భాగం; లోపలే సన్ వైజర్.',
  ),
  'studds-shifter-d6-decor-full-face-helmet': helmet(
    'Studds Shifter D6 Decor Full Face Helmet',
    'full',
    'స్పోర్టీ గ్రాఫిక్స్, విండ్ టన్నెల్‌లో పరీక్షించిన వెంట్‌లు.',
  ),
  'studds-ninja-3g-flip-up-helmet': helmet(
    'Studds Ninja 3G Flip-Up Helmet',
    'modular',
    'డ్యూయల్-వైజర్ ఎంపిక ఉన్న ఉపయోగకరమైన మాడ్యులర్ హెల్మెట్.',
  ),
  'steelbird-sa-2-aeronautics-dot-helmet': helmet(
    'Steelbird SA-2 Aeronautics DOT Full Face Helmet',
    'full',
    'ఫైబర్‌గ్లాస్‌తో బలపరిచిన షెల్, Pinlock-సిద్ధ వైజర్.',
    'ISI + DOT',
  ),
  'rynox-air-gt-4-riding-jacket': {
    excerpt: 'భారత వేసవి కోసం గాలి ఆడే మెష్ జాకెట్‌లో Level 2 CE ఆర్మర్.',
    about: '<strong>Rynox Air GT 4</strong> పెద్ద మెష్ ప్యానెల్‌ల ద్వారా గాలిని పంపుతుంది, CE ఆర్మర్ భుజాలు, మోచేతులు, వీపును కాపాడుతుంది.',
    points: ['CE Level 2 భుజం, మోచేతి ఆర్మర్', 'బ్యాక్ ప్రొటెక్టర్ ఉంటుంది', 'తీసివేయగల రెయిన్ లైనర్'],
    warranty: '6 నెలలు',
  },
  'rynox-air-gt-riding-gloves': {
    excerpt: 'గట్టి నకిల్ రక్షణ, టచ్‌స్క్రీన్ వేలి కొనలున్న మెష్ గ్లౌజులు.',
    about: '<strong>Rynox Air GT గ్లౌజులు</strong> రోజువారీ ప్రయాణాల్లో చేతులను చల్లగా, సురక్షితంగా ఉంచుతాయి.',
    points: ['TPU నకిల్ గార్డ్', 'అరచేతి స్లైడర్లు', 'టచ్‌స్క్రీన్ వాడగల వేలి కొన'],
  },
  'rynox-aquaduct-rain-suit': {
    excerpt: 'వర్షాకాల ప్రయాణాల కోసం పూర్తిగా సీమ్-సీల్డ్ రెయిన్ సూట్.',
    about: 'ఆఫీస్ బట్టలపైనే <strong>Aquaduct రెయిన్ సూట్</strong> వేసుకుని, తడవకుండా చేరుకోండి.',
    points: ['సీమ్-సీల్డ్, 10,000 mm వాటర్‌ప్రూఫ్', 'మెరిసే ప్యానెల్‌లు', 'దాని సంచిలోనే మడిచి పెట్టవచ్చు'],
  },
  'steelbird-sb-1-full-finger-riding-gloves': {
    excerpt: 'కమ్యూటర్లు, స్కూటర్ రైడర్ల కోసం అందుబాటు ధరలో ప్యాడెడ్ గ్లౌజులు.',
    about: '<strong>Steelbird SB-1 గ్లౌజులు</strong> రోజువారీ ప్రయాణాలకు పట్టు, ప్రాథమిక రక్షణనిస్తాయి.',
    points: ['ప్యాడెడ్ నకిల్స్', 'జారని అరచేయి', 'గాలి ఆడే వెనుక భాగం'],
  },
  'exicom-spin-air-7-4kw-ac-wall-charger': {
    excerpt: 'యాప్ నియంత్రణ ఉన్న ఇంటి వాల్ ఛార్జర్; Nexon EV ని రాత్రంతా ఛార్జ్ చేస్తుంది.',
    about: '<strong>Exicom Spin Air</strong> 7.4 kW ఛార్జర్ భారతదేశంలో తయారైంది, అన్ని Type 2 ఎలక్ట్రిక్ కార్లతో పనిచేస్తుంది.',
    points: ['7.4 kW సింగిల్-ఫేజ్, 32 A', 'Wi-Fi, Bluetooth యాప్‌తో ఛార్జింగ్ షెడ్యూల్', '5 m కేబుల్ ఉంటుంది; ఇన్‌స్టలేషన్ విడిగా బుక్ చేయండి'],
    warranty: '24 నెలలు',
  },
  'bosch-type-2-ev-charging-cable-5m': {
    excerpt: 'పబ్లిక్ AC ఛార్జర్ల కోసం Mode 3 కేబుల్, 22 kW వరకు.',
    about: 'మాల్స్, ఆఫీసుల్లోని పబ్లిక్ AC ఛార్జ్ పాయింట్ల కోసం దృఢమైన <strong>Mode 3 ఛార్జింగ్ కేబుల్</strong>.',
    points: ['32 A, 3-ఫేజ్, 22 kW వరకు', 'IP54 కనెక్టర్లు', 'క్యారీ బ్యాగ్ ఉంటుంది'],
    warranty: '24 నెలలు',
  },
  'exicom-3-3kw-portable-ev-charger-nexon-ev': {
    excerpt: 'ఇంట్లో లేదా ప్రయాణంలో ఏ 15 A సాకెట్ నుండైనా ఛార్జ్ చేయండి.',
    about: 'ఈ <strong>పోర్టబుల్ ఛార్జర్</strong> ను సాధారణ 15 A సాకెట్‌లో ప్లగ్ చేయండి: Nexon EV పూర్తిగా ఛార్జ్ కావడానికి సుమారు 10–12 గంటలు.',
    points: ['15 A సాకెట్ నుండి 3.3 kW', 'ఎర్త్-లీకేజ్, అధిక ఉష్ణోగ్రత రక్షణ', 'క్యారీ కేస్ ఉంటుంది'],
    warranty: '12 నెలలు',
  },
  'ather-portable-charger-450x': {
    excerpt: 'అధికారిక పోర్టబుల్ ఛార్జర్: మీ 450X ని ఏ 5 A సాకెట్ నుండైనా ఛార్జ్ చేయండి.',
    about: 'అధికారిక <strong>Ather పోర్టబుల్ ఛార్జర్</strong> సీటు కింద పడుతుంది, ఎక్కడైనా ఛార్జ్ చేసుకోవచ్చు.',
    points: ['ఇంటి 5 A సాకెట్‌లతో పనిచేస్తుంది', 'సీటు కింది స్టోరేజ్‌లో పడుతుంది', 'LED ఛార్జ్ స్థితి'],
    warranty: '12 నెలలు',
  },
  'ather-scooter-cover-450x': {
    excerpt: 'ఛార్జింగ్ పోర్ట్ ఫ్లాప్ ఉన్న, కొలతలకు కుట్టిన కవర్.',
    about: 'జిప్ ఫ్లాప్ ఉన్న <strong>Ather డిజైన్ చేసిన కవర్</strong>: కవర్ తీయకుండానే స్కూటర్ ఛార్జ్ చేయవచ్చు.',
    points: ['వాటర్‌ప్రూఫ్, UV నిరోధకం', 'ఛార్జింగ్ ఫ్లాప్', 'స్టోరేజ్ సంచి'],
  },
  'bosch-ev-cable-storage-bag': {
    excerpt: 'ఛార్జింగ్ కేబుల్స్‌ను శుభ్రంగా, డిక్కీని చక్కగా ఉంచుతుంది.',
    about: 'డిక్కీ లేదా ఫ్రంక్‌లో కదలకుండా Velcro అడుగు భాగం ఉన్న, ప్యాడెడ్ <strong>కేబుల్ బ్యాగ్</strong>.',
    points: ['7.5 m వరకు కేబుల్స్‌కు సరిపోతుంది', 'నీటిని తిప్పికొట్టే వస్త్రం', 'పట్టుకునే హ్యాండిల్'],
  },
  'exicom-ola-s1-pro-fast-charger-cable': {
    excerpt: 'Ola S1 Pro కోసం మార్చుకునే ఇంటి ఛార్జింగ్ కేబుల్.',
    about: 'Ola S1 Pro ఆఫ్-బోర్డ్ ఛార్జర్ కోసం మందపాటి తీగ గల <strong>రీప్లేస్‌మెంట్ ఛార్జింగ్ కేబుల్</strong>.',
    points: ['1.8 m పొడవు', 'మౌల్డెడ్ 15 A ప్లగ్', 'మంటను నిరోధించే తొడుగు'],
  },
};
