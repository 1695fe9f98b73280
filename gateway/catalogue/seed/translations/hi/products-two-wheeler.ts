import type { ProductTexts } from '../types';

function chainKit(teeth: string, model: string, oRing = false): ProductTexts {
  return {
    excerpt: `${model} के लिए चेन, आगे और पीछे के स्प्रॉकेट का सेट (${teeth})।`,
    about:
      'Rolon भारतीय बाइक कंपनियों का <strong>ओरिजिनल चेन सप्लायर</strong> है। यह किट चेन और दोनों स्प्रॉकेट एक साथ बदलती है, ताकि ड्राइव स्मूद और शांत रहे।',
    points: [
      `दाँते और कड़ियाँ: ${teeth}`,
      oRing ? 'सील्ड O-रिंग चेन 30,000 km तक चलती है' : 'लंबी उम्र के लिए हीट-ट्रीटेड स्प्रॉकेट',
      'चेन और स्प्रॉकेट हमेशा एक साथ बदलें',
    ],
    warranty: '6 महीने या 10,000 km',
  };
}

const HELMET_TYPES = {
  'full-face': 'फ़ुल फ़ेस',
  modular: 'मॉड्यूलर (फ़्लिप-अप)',
  'open-face': 'ओपन फ़ेस',
  motocross: 'मोटोक्रॉस',
} as const;

function helmet(name: string, type: keyof typeof HELMET_TYPES, certification: string, note: string): ProductTexts {
  const kind = HELMET_TYPES[type];
  return {
    excerpt: `${certification} प्रमाणित ${kind} हेलमेट। ${note}`,
    about: `<strong>${name}</strong> एक ${kind} हेलमेट है, जिसमें EPS लाइनर है और जो ${certification} प्रमाणित है। ${note}`,
    points: [
      'ज़ोरदार टक्कर झेलने वाला ABS / थर्मोप्लास्टिक खोल',
      'निकालकर धोई जा सकने वाली गद्दी',
      'जल्दी खुलने वाला चिन स्ट्रैप',
      'साइज़ चुनने के लिए भौंहों के ठीक ऊपर से सिर का नाप लें',
    ],
    warranty: 'निर्माण दोष पर 6 महीने',
  };
}

/** Hindi texts of two-wheeler parts, riding gear and EV charging (seed/products-two-wheeler.ts). */
export const TWO_WHEELER_TEXTS: Record<string, ProductTexts> = {
  'rolon-chain-sprocket-kit-splendor-plus': chainKit('14T / 44T / 100 कड़ियाँ', 'Hero Splendor Plus'),
  'rolon-chain-sprocket-kit-pulsar-150': chainKit('14T / 42T / 128 कड़ियाँ', 'Bajaj Pulsar 150'),
  'rolon-chain-sprocket-kit-classic-350': chainKit('15T / 38T / 104 कड़ियाँ', 'Royal Enfield Classic 350', true),
  'rolon-chain-sprocket-kit-fz-s': chainKit('14T / 45T / 118 कड़ियाँ', 'Yamaha FZ-S'),
  'endurance-clutch-plate-set-tvs-apache-rtr-160': {
    excerpt: 'Apache RTR 160 के वेट क्लच के लिए 5 फ़्रिक्शन प्लेट का सेट।',
    about: 'क्लच फिसल रहा है? <strong>कॉर्क-कम्पोज़िट फ़्रिक्शन प्लेट</strong> का नया सेट हर गियर में खिंचाव लौटा देता है।',
    points: ['5 फ़्रिक्शन प्लेट का सेट', 'लगाने से पहले इंजन ऑयल में भिगोएँ', 'वर्कशॉप पर लगवाने की सलाह'],
  },
  'endurance-clutch-plate-set-bajaj-pulsar-150': {
    excerpt: 'Bajaj के क्लच सप्लायर की ओरिजिनल फ़्रिक्शन प्लेटें।',
    about: 'Pulsar का <strong>ओरिजिनल क्लच</strong> Endurance ही बनाती है: वही फ़िटिंग, वही एहसास।',
    points: ['5 फ़्रिक्शन प्लेट का सेट', 'स्मूद क्लच', 'लंबी उम्र'],
  },
  'tvs-girling-rear-brake-shoe-hero-splendor-plus': {
    excerpt: 'एस्बेस्टस-मुक्त पिछले ड्रम ब्रेक शू।',
    about: 'Splendor Plus के 130 mm पिछले ड्रम के लिए स्प्रिंग के साथ <strong>ड्रम ब्रेक शू</strong>।',
    points: ['स्प्रिंग के साथ शू की जोड़ी', 'धीरे-धीरे बढ़ने वाली ब्रेकिंग', 'आसान फ़िटिंग'],
  },
  'steelbird-sba-1-full-face-helmet': helmet(
    'Steelbird SBA-1 Full Face Helmet',
    'full-face',
    'ISI',
    'रोज़ के सफ़र वालों की पहली पसंद, खरोंच-रोधी साफ़ वाइज़र के साथ।',
  ),
  'steelbird-sba-7-flip-up-helmet': helmet(
    'Steelbird SBA-7 Flip-Up Helmet',
    'modular',
    'ISI',
    'सिग्नल पर हेलमेट उतारे बिना चिन बार ऊपर उठाएँ।',
  ),
  'steelbird-sbh-11-zoom-open-face-helmet': helmet(
    'Steelbird SBH-11 Zoom Open Face Helmet',
    'open-face',
    'ISI',
    'शहर में स्कूटर चलाने के लिए हल्का और हवादार।',
  ),
  'vega-crux-open-face-helmet': helmet(
    'Vega Crux Open Face Helmet',
    'open-face',
    'ISI',
    'छोटा खोल जो हर उम्र के सवार पर जँचता है।',
  ),
  'vega-off-road-dv-helmet': helmet(
    'Vega Off Road D/V Motocross Helmet',
    'motocross',
    'ISI',
    'कच्चे रास्तों के लिए पीक वाइज़र और चौड़ा आई-पोर्ट; अंदर सन वाइज़र।',
  ),
  'studds-shifter-d6-decor-full-face-helmet': helmet(
    'Studds Shifter D6 Decor Full Face Helmet',
    'full-face',
    'ISI',
    'स्पोर्टी ग्राफ़िक्स, विंड-टनल में जाँचे गए वेंट।',
  ),
  'studds-ninja-3g-flip-up-helmet': helmet(
    'Studds Ninja 3G Flip-Up Helmet',
    'modular',
    'ISI',
    'डुअल-वाइज़र विकल्प वाला काम का मॉड्यूलर हेलमेट।',
  ),
  'steelbird-sa-2-aeronautics-dot-helmet': helmet(
    'Steelbird SA-2 Aeronautics DOT Full Face Helmet',
    'full-face',
    'ISI + DOT',
    'फ़ाइबरग्लास से मज़बूत खोल और Pinlock लगाने लायक वाइज़र।',
  ),
  'rynox-air-gt-4-riding-jacket': {
    excerpt: 'भारत की गर्मी के लिए हवादार जालीदार जैकेट में लेवल 2 CE आर्मर।',
    about:
      '<strong>Rynox Air GT 4</strong> की बड़ी जालीदार पट्टियों से हवा आती रहती है, और CE आर्मर कंधों, कोहनियों और पीठ को बचाता है।',
    points: ['कंधे और कोहनी पर CE लेवल 2 आर्मर', 'बैक प्रोटेक्टर साथ में', 'निकाली जा सकने वाली रेन लाइनिंग'],
    warranty: '6 महीने',
  },
  'rynox-air-gt-riding-gloves': {
    excerpt: 'हार्ड नकल सुरक्षा और टचस्क्रीन उँगलियों वाले जालीदार दस्ताने।',
    about: '<strong>Rynox Air GT दस्ताने</strong> रोज़ की सवारी में हाथों को ठंडा और सुरक्षित रखते हैं।',
    points: ['TPU नकल गार्ड', 'हथेली पर स्लाइडर', 'टचस्क्रीन चलाने लायक उँगलियाँ'],
  },
  'rynox-aquaduct-rain-suit': {
    excerpt: 'मानसून में रोज़ के सफ़र के लिए पूरी तरह सील्ड सिलाई वाला रेन सूट।',
    about: '<strong>Aquaduct रेन सूट</strong> ऑफ़िस के कपड़ों के ऊपर पहनें और सूखे पहुँचें।',
    points: ['सील्ड सिलाई, 10,000 mm वॉटरप्रूफ़', 'चमकने वाली पट्टियाँ', 'अपनी ही थैली में तह हो जाता है'],
  },
  'steelbird-sb-1-full-finger-riding-gloves': {
    excerpt: 'रोज़ के सफ़र और स्कूटर सवारों के लिए किफ़ायती गद्देदार दस्ताने।',
    about: '<strong>Steelbird SB-1 दस्ताने</strong> रोज़ की सवारी में पकड़ और बुनियादी सुरक्षा देते हैं।',
    points: ['गद्देदार नकल', 'फिसलन-रोधी हथेली', 'हवादार पिछला हिस्सा'],
  },
  'exicom-spin-air-7-4kw-ac-wall-charger': {
    excerpt: 'ऐप कंट्रोल वाला घरेलू वॉल चार्जर; रात भर में Nexon EV चार्ज।',
    about: '<strong>Exicom Spin Air</strong> 7.4 kW चार्जर भारत में बना है और हर Type 2 इलेक्ट्रिक कार के साथ काम करता है।',
    points: [
      '7.4 kW सिंगल-फ़ेज़, 32 A',
      'Wi-Fi और Bluetooth ऐप से चार्जिंग का समय तय करें',
      '5 m जुड़ी केबल साथ में; इंस्टॉलेशन अलग से बुक करें',
    ],
    warranty: '24 महीने',
  },
  'bosch-type-2-ev-charging-cable-5m': {
    excerpt: 'पब्लिक AC चार्जर के लिए Mode 3 केबल, 22 kW तक।',
    about: 'मॉल और दफ़्तरों के पब्लिक AC चार्ज पॉइंट के लिए मज़बूत <strong>Mode 3 चार्जिंग केबल</strong>।',
    points: ['32 A, थ्री-फ़ेज़, 22 kW तक', 'IP54 कनेक्टर', 'ले जाने का बैग साथ में'],
    warranty: '24 महीने',
  },
  'exicom-3-3kw-portable-ev-charger-nexon-ev': {
    excerpt: 'घर पर या सफ़र में किसी भी 15 A सॉकेट से चार्ज करें।',
    about: 'इस <strong>पोर्टेबल चार्जर</strong> को आम 15 A सॉकेट में लगाएँ: Nexon EV पूरी चार्ज होने में लगभग 10–12 घंटे लगते हैं।',
    points: ['15 A सॉकेट से 3.3 kW', 'अर्थ-लीकेज और ज़्यादा गर्मी से सुरक्षा', 'ले जाने का केस साथ में'],
    warranty: '12 महीने',
  },
  'ather-portable-charger-450x': {
    excerpt: 'ऑफ़िशियल पोर्टेबल चार्जर: अपना 450X किसी भी 5 A सॉकेट से चार्ज करें।',
    about: 'ऑफ़िशियल <strong>Ather पोर्टेबल चार्जर</strong> सीट के नीचे आ जाता है, ताकि आप कहीं भी चार्ज कर सकें।',
    points: ['घर के 5 A सॉकेट से चलता है', 'सीट के नीचे की डिक्की में आ जाता है', 'एलईडी से चार्जिंग की स्थिति'],
    warranty: '12 महीने',
  },
  'ather-scooter-cover-450x': {
    excerpt: 'चार्जिंग पोर्ट के लिए खुलने वाले हिस्से के साथ नाप का कवर।',
    about: 'ज़िप वाले फ़्लैप के साथ <strong>Ather का डिज़ाइन किया कवर</strong>, ताकि स्कूटर से कवर हटाए बिना चार्ज कर सकें।',
    points: ['वॉटरप्रूफ़ और धूप झेलने वाला', 'चार्जिंग फ़्लैप', 'रखने की थैली'],
  },
  'bosch-ev-cable-storage-bag': {
    excerpt: 'चार्जिंग केबल साफ़ और डिक्की व्यवस्थित रखता है।',
    about: 'Velcro तले वाला गद्देदार <strong>केबल बैग</strong>, जो डिक्की या फ़्रंक में अपनी जगह टिका रहता है।',
    points: ['7.5 m तक की केबल आ जाती है', 'पानी दूर रखने वाला कपड़ा', 'पकड़ने का हैंडल'],
  },
  'exicom-ola-s1-pro-fast-charger-cable': {
    excerpt: 'Ola S1 Pro के लिए घर पर चार्जिंग की बदलने वाली केबल।',
    about: 'Ola S1 Pro के बाहरी चार्जर के लिए मोटे तार वाली <strong>बदलने वाली चार्जिंग केबल</strong>।',
    points: ['1.8 m लंबाई', 'ढला हुआ 15 A प्लग', 'आग न पकड़ने वाला बाहरी आवरण'],
  },
};
