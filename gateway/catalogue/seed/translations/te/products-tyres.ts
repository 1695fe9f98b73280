import type { ProductTexts } from '../types';

interface TyreText {
  /** Brand and pattern as the brand writes them, e.g. 'MRF ZVTV'. */
  name: string;
  size: string;
  load: string;
  speed: string;
  bike?: boolean;
  tube?: boolean;
  /** The one sentence of the English `note`, in Telugu. */
  note: string;
}

/** Mirrors the English tyre template in seed/products-tyres.ts. */
function tyre(t: TyreText): ProductTexts {
  const kind = t.tube ? 'ట్యూబ్ రకం' : 'ట్యూబ్‌లెస్';
  return {
    excerpt: `${t.size} ${t.load}${t.speed} ${kind} టైర్. ${t.note}`,
    about: `<strong>${t.name}</strong> ${t.size} సైజులో, భారత రోడ్ల కోసం తయారైన ${t.bike ? 'ద్విచక్ర వాహన' : 'ప్యాసింజర్ కార్'} టైర్. ${t.note}`,
    points: [
      `లోడ్ ఇండెక్స్ ${t.load}, స్పీడ్ రేటింగ్ ${t.speed}`,
      t.tube ? 'ట్యూబ్ రకం నిర్మాణం, ట్యూబ్ విడిగా అమ్ముతాం' : 'ట్యూబ్‌లెస్: పంక్చర్ అయినా గాలి నెమ్మదిగా తగ్గుతుంది, రిపేర్ సులభం',
      t.bike ? '40+ నగరాల్లోని మా భాగస్వామి టైర్ షాపుల్లో బిగింపు' : '40+ నగరాల్లోని మా భాగస్వామి టైర్ షాపుల్లో ఉచిత బిగింపు, బ్యాలెన్సింగ్',
    ],
    warranty: 'తయారీ తేదీ నుండి 5 సంవత్సరాల తయారీ వారంటీ',
  };
}

/** Telugu texts of tyres, inflators and wheel accessories (seed/products-tyres.ts). */
export const TYRES_TEXTS: Record<string, ProductTexts> = {
  'mrf-zvtv-185-65-r15': tyre({
    name: 'MRF ZVTV',
    size: '185/65 R15',
    load: '88',
    speed: 'H',
    note: 'హ్యాచ్‌బ్యాక్‌లు, సెడాన్‌లకు నిశ్శబ్దమైన, ఎక్కువ కాలం మన్నే ట్రెడ్.',
  }),
  'ceat-securadrive-205-65-r16': tyre({
    name: 'CEAT SecuraDrive',
    size: '205/65 R16',
    load: '95',
    speed: 'H',
    note: 'కాంపాక్ట్ SUV లకు తడి రోడ్డుపై నమ్మకమైన బ్రేకింగ్, సౌకర్యవంతమైన ప్రయాణం.',
  }),
  'apollo-alnac-4g-195-55-r16': tyre({
    name: 'Apollo Alnac 4G',
    size: '195/55 R16',
    load: '87',
    speed: 'V',
    note: 'మంచి ఇంధన పొదుపుతో స్పోర్టీ హ్యాండ్లింగ్.',
  }),
  'michelin-primacy-4-st-215-60-r16': tyre({
    name: 'Michelin Primacy 4 ST',
    size: '215/60 R16',
    load: '99',
    speed: 'V',
    note: 'అరిగే కొద్దీ కూడా సురక్షితంగా ఉండే ప్రీమియం సౌకర్య టైర్.',
  }),
  'bridgestone-ecopia-ep150-185-55-r16': tyre({
    name: 'Bridgestone Ecopia EP150',
    size: '185/55 R16',
    load: '83',
    speed: 'V',
    note: 'తక్కువ రోలింగ్ రెసిస్టెన్స్, మెరుగైన మైలేజ్.',
  }),
  'mrf-wanderer-street-235-65-r17': tyre({
    name: 'MRF Wanderer Street',
    size: '235/65 R17',
    load: '104',
    speed: 'H',
    note: 'పెద్ద SUV లకు గట్టి సైడ్‌వాల్స్ ఉన్న హైవే టైర్.',
  }),
  'apollo-apterra-ht2-215-55-r17': tyre({
    name: 'Apollo Apterra HT2',
    size: '215/55 R17',
    load: '94',
    speed: 'V',
    note: 'కుటుంబ MPV లకు సాఫీగా, నిశ్శబ్దంగా ప్రయాణం.',
  }),
  'ceat-crossdrive-at-255-60-r18': tyre({
    name: 'CEAT CrossDrive AT',
    size: '255/60 R18',
    load: '112',
    speed: 'H',
    note: 'తారు రోడ్డు, తేలికపాటి ఆఫ్-రోడ్ కోసం ఆల్-టెర్రైన్ ట్రెడ్.',
  }),
  'bridgestone-turanza-t005a-195-60-r16': tyre({
    name: 'Bridgestone Turanza T005A',
    size: '195/60 R16',
    load: '89',
    speed: 'H',
    note: 'తడి రోడ్డుపై తక్కువ బ్రేకింగ్ దూరం.',
  }),
  'mrf-nylogrip-plus-2-75-18-front-rear': tyre({
    name: 'MRF Nylogrip Plus',
    size: '2.75-18',
    load: '42',
    speed: 'P',
    bike: true,
    tube: true,
    note: 'భారత ప్రయాణికులకు ఇష్టమైన టైర్.',
  }),
  'ceat-zoom-rad-120-80-17-rear': tyre({
    name: 'CEAT Zoom Rad',
    size: '120/80-17',
    load: '61',
    speed: 'P',
    bike: true,
    note: '150–200 cc మోటార్‌సైకిళ్లకు రేడియల్ పట్టు.',
  }),
  'tvs-eurogrip-protorq-90-90-12-front-rear': tyre({
    name: 'TVS Eurogrip Protorq',
    size: '90/90-12',
    load: '54',
    speed: 'J',
    bike: true,
    note: 'ఆగి-సాగే నగర ట్రాఫిక్‌లోని స్కూటర్ల కోసం తయారైంది.',
  }),
  'apollo-actizip-r5-140-60-r17-rear': tyre({
    name: 'Apollo Actizip R5',
    size: '140/60 R17',
    load: '63',
    speed: 'P',
    bike: true,
    note: 'స్పోర్టీ కమ్యూటర్ బైక్‌లకు వెడల్పైన రేడియల్ వెనుక టైర్.',
  }),
  'tvs-eurogrip-smart-ev-110-70-12-front-rear': tyre({
    name: 'TVS Eurogrip Smart EV',
    size: '110/70-12',
    load: '47',
    speed: 'J',
    bike: true,
    note: 'ఎలక్ట్రిక్ స్కూటర్ల రేంజ్ పెంచే తక్కువ రోలింగ్ రెసిస్టెన్స్ కాంపౌండ్.',
  }),
  'ceat-gripp-xl-100-80-12-rear': tyre({
    name: 'CEAT Gripp XL',
    size: '100/80-12',
    load: '56',
    speed: 'J',
    bike: true,
    note: 'మంచి పట్టున్న స్కూటర్ టైర్, Ather 450X కి ప్రాచుర్యం పొందిన ఎంపిక.',
  }),
  'mrf-nylorex-120-80-18-rear': tyre({
    name: 'MRF Nylorex',
    size: '120/80-18',
    load: '62',
    speed: 'P',
    bike: true,
    tube: true,
    note: 'Royal Enfield క్రూయిజర్లకు ఎక్కువ కాలం మన్నే వెనుక టైర్.',
  }),
  'bergmann-sportsman-digital-tyre-inflator': {
    excerpt: 'ప్రెజర్ సెట్ చేసి, స్టార్ట్ నొక్కండి: కార్లు, బైక్‌లకు ఆటో కట్-ఆఫ్ డిజిటల్ ఇన్‌ఫ్లేటర్.',
    about: '<strong>Bergmann Sportsman</strong> 12V సాకెట్‌లో ప్లగ్ అవుతుంది, మీరు సెట్ చేసిన ప్రెజర్ చేరగానే తనంతట తానే ఆగుతుంది.',
    points: ['PSI, BAR, kPa లో డిజిటల్ గేజ్', 'లోపలే LED టార్చ్', 'బంతులు, సైకిల్ టైర్లకు అడాప్టర్లు'],
    warranty: '12 నెలలు',
  },
  'bosch-easypump-cordless-inflator': {
    excerpt: 'USB-C ఛార్జింగ్ ఉన్న, జేబులో పట్టే రీఛార్జబుల్ ఇన్‌ఫ్లేటర్.',
    about: '<strong>Bosch EasyPump</strong> కారు, స్కూటర్, సైకిల్ టైర్లలో ఎక్కడైనా గాలి నింపుతుంది, కేబుల్స్ అవసరం లేదు.',
    points: ['3.6 V లిథియం బ్యాటరీ, USB-C', 'ముందే సెట్ చేసిన ప్రెజర్ వద్ద ఆటోమేటిక్‌గా ఆగుతుంది', 'గ్లోవ్‌బాక్స్‌లో పడుతుంది'],
    warranty: '24 నెలలు',
  },
  'autofurnish-tubeless-puncture-repair-kit': {
    excerpt: 'ట్యూబ్‌లెస్ పంక్చర్‌ను రోడ్డు పక్కనే పది నిమిషాల్లో సరిచేయండి.',
    about: 'చక్రం తీయకుండానే కారు లేదా బైక్ <strong>ట్యూబ్‌లెస్ టైర్ పంక్చర్</strong> మూయడానికి కావలసినవన్నీ.',
    points: ['T-హ్యాండిల్ రీమర్, ఇన్సర్షన్ టూల్', '10 రబ్బర్ స్ట్రిప్‌లు, సిమెంట్', 'చిన్న స్టోరేజ్ కేస్'],
  },
  'autofurnish-15-inch-wheel-covers-maruti-baleno': {
    excerpt: 'స్పోర్టీ మల్టీ-స్పోక్ డిజైన్‌లో 4 ABS వీల్ క్యాప్‌ల సెట్.',
    about: 'గట్టిగా క్లిప్ అయ్యే <strong>15-ఇంచ్ ABS వీల్ కవర్లతో</strong> స్టీల్ చక్రాలకు అల్లాయ్ లుక్ ఇవ్వండి.',
    points: ['4 కవర్ల సెట్', 'దెబ్బలను తట్టుకునే ABS ప్లాస్టిక్', 'రిటైనింగ్ రింగ్ ఉంటుంది'],
  },
  'bergmann-digital-tyre-pressure-gauge': {
    excerpt: '0.5 PSI వరకు ఖచ్చితమైన బ్యాక్‌లిట్ డిజిటల్ గేజ్.',
    about: 'ఈ <strong>బ్యాక్‌లిట్ డిజిటల్ గేజ్‌తో</strong> దూర ప్రయాణానికి ముందు టైర్ ప్రెజర్ తనిఖీ చేయండి.',
    points: ['3–150 PSI చూపిస్తుంది', 'ఆటోమేటిక్‌గా ఆఫ్ అవుతుంది', 'బ్యాటరీ ఉంటుంది'],
  },
};
