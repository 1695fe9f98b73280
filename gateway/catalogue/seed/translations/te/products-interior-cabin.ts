import type { ProductTexts } from '../types';

/** Mirrors the English steering-cover template in seed/products-interior-cabin.ts. */
function steeringCover(material: string, note: string): ProductTexts {
  return {
    excerpt: `${material} స్టీరింగ్ వీల్ కవర్. ${note}`,
    about: `వేసవిలోనూ చల్లగా ఉండి, నమ్మకమైన పట్టునిచ్చే, బిగుతుగా సరిపోయే <strong>${material} స్టీరింగ్ కవర్</strong>. ${note}`,
    points: ['సాగే లోపలి రింగ్, కుట్టాల్సిన పనిలేదు', 'మీ స్టీరింగ్ వ్యాసానికి సరిపోయే సైజు ఎంచుకోండి', 'జారని లోపలి పొర'],
  };
}

/** Mirrors the English sun-shade template in seed/products-interior-cabin.ts. */
function sunShades(model: string, six = false): ProductTexts {
  return {
    excerpt: `${model} కారు కోసం కొలతలకు కత్తిరించిన మ్యాగ్నెటిక్ మెష్ షేడ్‌లు; కిటికీ అద్దాలు దించుకోవచ్చు.`,
    about: `${model} కారు కిటికీ ఫ్రేమ్‌లకు కత్తిరించిన <strong>మ్యాగ్నెటిక్ సన్ షేడ్‌లతో</strong> క్యాబిన్ చల్లగా ఉంటుంది, పిల్లలకు నీడ దొరుకుతుంది.`,
    points: [
      'లోపలి మ్యాగ్నెట్‌లతో క్షణాల్లో అతుక్కుంటుంది',
      'బయటి దృశ్యం కనిపిస్తూనే తీవ్రమైన ఎండను అడ్డుకుంటుంది',
      six ? 'ముందు, వెనుక, మూడో వరుస కిటికీలకు 6 షేడ్‌ల సెట్' : 'ముందు, వెనుక పక్క కిటికీలకు 4 షేడ్‌ల సెట్',
    ],
  };
}

/** Telugu texts of cabin accessories (seed/products-interior-cabin.ts). */
export const INTERIOR_CABIN_TEXTS: Record<string, ProductTexts> = {
  'autofurnish-perforated-leatherette-steering-cover': steeringCover(
    'రంధ్రాలున్న PU లెదర్',
    'గాలి ఆడే రంధ్రాలు అరచేతులను పొడిగా ఉంచుతాయి.',
  ),
  'elegant-microfibre-suede-steering-cover': steeringCover('మైక్రోఫైబర్ స్వేడ్', 'స్పోర్ట్స్ కారు స్టీరింగ్‌లా మెత్తని స్వేడ్ స్పర్శ.'),
  'autofurnish-carbon-fibre-texture-steering-cover': steeringCover('కార్బన్-టెక్స్చర్ PU', 'రంగు కుట్లతో స్పోర్టీ కార్బన్ నేత లుక్.'),
  'elegant-wooden-finish-steering-cover': steeringCover('చెక్క డిజైన్ ABS, లెదర్', 'సెడాన్‌లకు క్లాసిక్ చెక్క-లెదర్ లుక్.'),
  'autofurnish-silicone-grip-steering-cover': steeringCover('ఫుడ్-గ్రేడ్ సిలికాన్', 'ముదురు రంగులు, వేడిని తట్టుకుంటుంది, ఉతకవచ్చు.'),
  'elegant-hand-stitch-leather-steering-cover': steeringCover(
    'అసలైన ఆవు చర్మపు',
    'ఫ్యాక్టరీ లాంటి ఫినిష్ కోసం మీరే కుట్టుకోండి; సూది, దారం ఉంటాయి.',
  ),
  'portronics-clamp-x-car-phone-holder': {
    excerpt: 'డ్యాష్‌బోర్డ్, విండ్‌స్క్రీన్‌కు అతుక్కునే సక్షన్ బేస్ ఉన్న వన్-టచ్ క్లాంప్ మౌంట్.',
    about: '<strong>Portronics Clamp X</strong> 4.7 నుండి 6.8 అంగుళాల ఫోన్‌లను ఎగుడుదిగుడు రోడ్లపైనా కదలకుండా పట్టుకుంటుంది.',
    points: ['పోర్ట్రెయిట్ లేదా ల్యాండ్‌స్కేప్ కోసం 360° తిరుగుతుంది', 'టెలిస్కోపిక్ చేయి', 'మళ్లీ వాడగల జెల్ సక్షన్'],
    warranty: '6 నెలలు',
  },
  'portronics-auto-12-wireless-charging-mount': {
    excerpt: 'AC వెంట్‌కు 15W Qi వైర్‌లెస్ ఛార్జింగ్ ఉన్న ఆటో-క్లాంపింగ్ మౌంట్.',
    about: 'ఫోన్ పెడితే చాలు, <strong>మోటార్ చేతులు వాటంతట అవే మూసుకుంటాయి</strong>, ఫోన్ వైర్‌లెస్‌గా ఛార్జ్ అవుతుంది.',
    points: ['15W వేగవంతమైన వైర్‌లెస్ ఛార్జింగ్', 'హుక్ ఉన్న AC వెంట్ క్లిప్', 'కార్ ఛార్జర్ ఉంటుంది'],
    warranty: '12 నెలలు',
  },
  'portronics-dashcam-1080p-wifi': {
    excerpt: 'నైట్ విజన్, లూప్ రికార్డింగ్, యాప్ నియంత్రణ ఉన్న Full HD డ్యాష్ కెమెరా.',
    about:
      'ప్రతి ప్రయాణాన్నీ <strong>1080p</strong> లో రికార్డ్ చేసి, Wi-Fi ద్వారా క్లిప్‌లను ఫోన్‌కు డౌన్‌లోడ్ చేయండి: ఇన్సూరెన్స్ క్లెయిమ్‌లకు ఉపయోగపడే సాక్ష్యం.',
    points: ['140° వైడ్-యాంగిల్ లెన్స్', 'ఢీకొన్న తర్వాత G-సెన్సర్ క్లిప్‌లను లాక్ చేస్తుంది', '128 GB వరకు microSD సపోర్ట్'],
    warranty: '12 నెలలు',
  },
  'godrej-aer-twist-car-freshener': {
    excerpt: '60 రోజుల వరకు ఉండే, సువాసన తీవ్రత సర్దుబాటు చేయగల జెల్ ఫ్రెష్‌నర్.',
    about: 'తిప్పి సువాసన తీవ్రతను సెట్ చేయండి: <strong>aer twist</strong> మండే వేసవిలోనూ క్యాబిన్‌ను తాజాగా ఉంచుతుంది.',
    points: ['60 రోజుల వరకు ఉంటుంది', 'ఒలకని జెల్', 'కప్ హోల్డర్‌లో లేదా డ్యాష్‌బోర్డ్‌పై పెట్టవచ్చు'],
  },
  'godrej-aer-click-vent-freshener': {
    excerpt: 'రీఫిల్ కార్ట్రిడ్జ్‌తో AC వెంట్ క్లిప్ ఫ్రెష్‌నర్.',
    about: '<strong>aer click</strong> ను AC వెంట్‌కు క్లిప్ చేయండి, గాలి ప్రవాహం సువాసనను కారంతా వ్యాపింపజేస్తుంది.',
    points: ['వెంట్ క్లిప్ + 1 కార్ట్రిడ్జ్', 'రీఫిల్‌లు అందుబాటులో ఉన్నాయి', 'ఒక్కో కార్ట్రిడ్జ్ 30 రోజుల వరకు'],
  },
  'autofurnish-back-seat-organiser': {
    excerpt: '9 పాకెట్‌లు, పారదర్శక టాబ్లెట్ స్లీవ్ ఉన్న, వేలాడదీసే ఆర్గనైజర్.',
    about: 'ఈ <strong>బ్యాక్ సీట్ ఆర్గనైజర్‌లో</strong> నీళ్ల సీసాలు, స్నాక్స్, పిల్లల బొమ్మలు చక్కగా ఉంటాయి.',
    points: ['9 స్టోరేజ్ పాకెట్‌లు', '10 అంగుళాల వరకు టాబ్లెట్‌కు టచ్-స్క్రీన్ స్లీవ్', 'కిక్ మ్యాట్‌గా కూడా పనిచేస్తుంది'],
  },
  'autofurnish-anti-slip-dashboard-mat': {
    excerpt: 'ఫోన్, తాళాలు, సన్‌గ్లాసెస్‌ను డ్యాష్‌పై పట్టి ఉంచే జిగట మ్యాట్.',
    about: 'చిన్న వస్తువులు జారిపోకుండా ఆపే <strong>ఉతకగల సిలికాన్ ప్యాడ్</strong>.',
    points: ['80 °C వరకు వేడిని తట్టుకుంటుంది', 'ఎలాంటి మరకలూ వదలదు', 'నీటితో కడిగితే పట్టు తిరిగి వస్తుంది'],
  },
  'portronics-car-power-dual-usb-c-charger': {
    excerpt: '12V సాకెట్ నుండి రెండు ఫోన్‌లను ఒకేసారి వేగంగా ఛార్జ్ చేయండి.',
    about: '<strong>45W PD</strong> అవుట్‌పుట్ మీ ప్రయాణంలో సుమారు 30 నిమిషాల్లో ఫోన్‌ను 50% కి ఛార్జ్ చేస్తుంది.',
    points: ['రెండు USB-C PD పోర్ట్‌లు', 'మెటల్ బాడీ, LED రింగ్', 'ఓవర్-వోల్టేజ్ రక్షణ'],
    warranty: '6 నెలలు',
  },
  'elegant-sunglass-holder-clip-pair': {
    excerpt: 'కళ్లద్దాలు, పార్కింగ్ టికెట్ల కోసం క్లిప్-ఆన్ హోల్డర్లు.',
    about: 'సన్‌గ్లాసెస్ చేతికి అందేలా: ఈ <strong>వైజర్ క్లిప్‌లు</strong> కళ్లద్దాలు, కార్డులు, టికెట్లను పట్టుకుంటాయి.',
    points: ['ఒక జత క్లిప్‌లు', 'లెదర్ లాంటి ఫినిష్', 'ఏ సన్ వైజర్‌కైనా సరిపోతుంది'],
  },
  'autofurnish-car-dustbin': {
    excerpt: 'స్ప్రింగ్ మూత ఉన్న, వేలాడదీసే లేదా కప్ హోల్డర్‌లో పెట్టే డస్ట్‌బిన్.',
    about: 'ఒక్క అడుగులో చక్కని క్యాబిన్: హెడ్‌రెస్ట్‌కు వేలాడే లేదా డోర్ పాకెట్‌లో కూర్చునే <strong>లీక్ కాని డస్ట్‌బిన్</strong>.',
    points: ['స్ప్రింగ్ మూత వాసన బయటకు రానివ్వదు', 'తీసివేయగల లోపలి బకెట్', 'హెడ్‌రెస్ట్ పట్టీ ఉంటుంది'],
  },
  'autofurnish-magnetic-sun-shades-swift': sunShades('Maruti Suzuki Swift'),
  'autofurnish-magnetic-sun-shades-creta': sunShades('Hyundai Creta'),
  'autofurnish-magnetic-sun-shades-nexon': sunShades('Tata Nexon'),
  'autofurnish-magnetic-sun-shades-seltos': sunShades('Kia Seltos'),
  'autofurnish-magnetic-sun-shades-city': sunShades('Honda City'),
  'autofurnish-magnetic-sun-shades-xuv700': sunShades('Mahindra XUV700', true),
};
