import type { ProductTexts } from '../types';

type TyreKind = 'car' | 'bike' | 'bike-tube-type';

/** One tyre's texts, built from its size and pattern like the English in seed/products-tyres.ts. */
function tyre(name: string, size: string, load: string, speed: string, kind: TyreKind, note: string): ProductTexts {
  const tubeless = kind !== 'bike-tube-type';
  return {
    excerpt: `${size} ${load}${speed} ${tubeless ? 'ट्यूबलेस' : 'ट्यूब वाला'} टायर। ${note}`,
    about: `<strong>${name}</strong>, साइज़ ${size}, भारतीय सड़कों के लिए बना ${kind === 'car' ? 'कार' : 'दोपहिया'} टायर है। ${note}`,
    points: [
      `लोड इंडेक्स ${load}, स्पीड रेटिंग ${speed}`,
      tubeless ? 'ट्यूबलेस: पंक्चर होने पर हवा धीरे-धीरे निकलती है, मरम्मत आसान' : 'ट्यूब वाली बनावट, ट्यूब अलग से ख़रीदें',
      kind === 'car' ? '40+ शहरों में पार्टनर टायर दुकानों पर मुफ़्त फ़िटिंग और बैलेंसिंग' : '40+ शहरों में पार्टनर टायर दुकानों पर फ़िटिंग',
    ],
    warranty: 'बनने की तारीख़ से 5 साल की मैन्युफ़ैक्चरिंग वारंटी',
  };
}

/** Hindi texts of tyres and tyre tools (seed/products-tyres.ts). */
export const TYRES_TEXTS: Record<string, ProductTexts> = {
  'mrf-zvtv-185-65-r15': tyre(
    'MRF ZVTV',
    '185/65 R15',
    '88',
    'H',
    'car',
    'हैचबैक और सेडान के लिए शांत और लंबा चलने वाला ट्रेड।',
  ),
  'ceat-securadrive-205-65-r16': tyre(
    'CEAT SecuraDrive',
    '205/65 R16',
    '95',
    'H',
    'car',
    'कॉम्पैक्ट SUV के लिए गीली सड़क पर भरोसेमंद ब्रेकिंग और आरामदायक सवारी।',
  ),
  'apollo-alnac-4g-195-55-r16': tyre(
    'Apollo Alnac 4G',
    '195/55 R16',
    '87',
    'V',
    'car',
    'स्पोर्टी हैंडलिंग के साथ अच्छा माइलेज।',
  ),
  'michelin-primacy-4-st-215-60-r16': tyre(
    'Michelin Primacy 4 ST',
    '215/60 R16',
    '99',
    'V',
    'car',
    'प्रीमियम आराम वाला टायर, जो घिसने के बाद भी सुरक्षित रहता है।',
  ),
  'bridgestone-ecopia-ep150-185-55-r16': tyre(
    'Bridgestone Ecopia EP150',
    '185/55 R16',
    '83',
    'V',
    'car',
    'कम रोलिंग रेज़िस्टेंस, बेहतर माइलेज।',
  ),
  'mrf-wanderer-street-235-65-r17': tyre(
    'MRF Wanderer Street',
    '235/65 R17',
    '104',
    'H',
    'car',
    'बड़ी SUV के लिए मज़बूत साइडवॉल वाला हाईवे टायर।',
  ),
  'apollo-apterra-ht2-215-55-r17': tyre(
    'Apollo Apterra HT2',
    '215/55 R17',
    '94',
    'V',
    'car',
    'फ़ैमिली MPV के लिए स्मूद और शांत।',
  ),
  'ceat-crossdrive-at-255-60-r18': tyre(
    'CEAT CrossDrive AT',
    '255/60 R18',
    '112',
    'H',
    'car',
    'पक्की सड़क और हल्के कच्चे रास्तों के लिए ऑल-टेरेन ट्रेड।',
  ),
  'bridgestone-turanza-t005a-195-60-r16': tyre(
    'Bridgestone Turanza T005A',
    '195/60 R16',
    '89',
    'H',
    'car',
    'गीली सड़क पर कम दूरी में रुकने वाला टायर।',
  ),
  'mrf-nylogrip-plus-2-75-18-front-rear': tyre(
    'MRF Nylogrip Plus',
    '2.75-18',
    '42',
    'P',
    'bike-tube-type',
    'रोज़ाना चलने वाली बाइकों का भारत का पसंदीदा टायर।',
  ),
  'ceat-zoom-rad-120-80-17-rear': tyre(
    'CEAT Zoom Rad',
    '120/80-17',
    '61',
    'P',
    'bike',
    '150–200 cc मोटरसाइकिलों के लिए रेडियल पकड़।',
  ),
  'tvs-eurogrip-protorq-90-90-12-front-rear': tyre(
    'TVS Eurogrip Protorq',
    '90/90-12',
    '54',
    'J',
    'bike',
    'शहर के रुक-रुक कर चलने वाले ट्रैफ़िक में स्कूटरों के लिए बना।',
  ),
  'apollo-actizip-r5-140-60-r17-rear': tyre(
    'Apollo Actizip R5',
    '140/60 R17',
    '63',
    'P',
    'bike',
    'स्पोर्टी बाइक चलाने वालों के लिए चौड़ा रेडियल पिछला टायर।',
  ),
  'tvs-eurogrip-smart-ev-110-70-12-front-rear': tyre(
    'TVS Eurogrip Smart EV',
    '110/70-12',
    '47',
    'J',
    'bike',
    'कम रोलिंग रेज़िस्टेंस वाला कंपाउंड, जिससे इलेक्ट्रिक स्कूटर की रेंज बढ़ती है।',
  ),
  'ceat-gripp-xl-100-80-12-rear': tyre(
    'CEAT Gripp XL',
    '100/80-12',
    '56',
    'J',
    'bike',
    'अच्छी पकड़ वाला स्कूटर टायर, Ather 450X के लिए लोकप्रिय पसंद।',
  ),
  'mrf-nylorex-120-80-18-rear': tyre(
    'MRF Nylorex',
    '120/80-18',
    '62',
    'P',
    'bike-tube-type',
    'Royal Enfield क्रूज़र के लिए लंबा चलने वाला पिछला टायर।',
  ),
  'bergmann-sportsman-digital-tyre-inflator': {
    excerpt: 'प्रेशर सेट करें, बटन दबाएँ: कार और बाइक के लिए ऑटो कट-ऑफ़ डिजिटल इन्फ़्लेटर।',
    about: '<strong>Bergmann Sportsman</strong> 12V सॉकेट में लगता है और आपके सेट किए प्रेशर पर अपने-आप रुक जाता है।',
    points: ['PSI, BAR और kPa में डिजिटल गेज', 'अंदर ही एलईडी टॉर्च', 'गेंद और साइकिल टायर के लिए अडैप्टर'],
    warranty: '12 महीने',
  },
  'bosch-easypump-cordless-inflator': {
    excerpt: 'जेब में आने वाला रिचार्जेबल इन्फ़्लेटर, USB-C चार्जिंग के साथ।',
    about: '<strong>Bosch EasyPump</strong> से कार, स्कूटर और साइकिल के टायर में कहीं भी हवा भरें, तार की ज़रूरत नहीं।',
    points: ['3.6 V लिथियम बैटरी, USB-C', 'तय प्रेशर पर अपने-आप बंद', 'ग्लवबॉक्स में आ जाता है'],
    warranty: '24 महीने',
  },
  'autofurnish-tubeless-puncture-repair-kit': {
    excerpt: 'ट्यूबलेस टायर का पंक्चर सड़क किनारे दस मिनट में ठीक करें।',
    about: 'कार या बाइक के <strong>ट्यूबलेस टायर का पंक्चर</strong> पहिया खोले बिना बंद करने का पूरा सामान।',
    points: ['T-हैंडल रीमर और डालने का औज़ार', '10 रबर स्ट्रिप और सोल्यूशन', 'छोटा स्टोरेज केस'],
  },
  'autofurnish-15-inch-wheel-covers-maruti-baleno': {
    excerpt: 'स्पोर्टी मल्टी-स्पोक डिज़ाइन में 4 ABS व्हील कैप का सेट।',
    about: 'स्टील के पहियों को अलॉय जैसा लुक दें, <strong>15 इंच के ABS व्हील कवर</strong> के साथ जो मज़बूती से क्लिप होते हैं।',
    points: ['4 का सेट', 'टक्कर झेलने वाला ABS प्लास्टिक', 'रिटेनिंग रिंग साथ में'],
  },
  'bergmann-digital-tyre-pressure-gauge': {
    excerpt: 'बैकलाइट वाला डिजिटल गेज, 0.5 PSI तक सटीक।',
    about: 'लंबे सफ़र से पहले इस <strong>बैकलाइट वाले डिजिटल गेज</strong> से टायर प्रेशर जाँचें।',
    points: ['3–150 PSI तक नापता है', 'अपने-आप बंद हो जाता है', 'बैटरी साथ में'],
  },
};
