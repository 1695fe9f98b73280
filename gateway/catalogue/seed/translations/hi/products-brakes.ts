import type { ProductTexts } from '../types';

/** Hindi texts of brakes and suspension (seed/products-brakes.ts). */
export const BRAKES_TEXTS: Record<string, ProductTexts> = {
  'bosch-front-brake-pads-hyundai-creta': {
    excerpt: 'Creta और Seltos के लिए कम धूल वाले सेरामिक-ब्लेंड फ़्रंट पैड, घिसाव बताने वाले इंडिकेटर के साथ।',
    about:
      'सेरामिक-ब्लेंड कंपाउंड वाले <strong>Bosch फ़्रंट डिस्क ब्रेक पैड</strong>: शहर के ट्रैफ़िक और हाईवे दोनों पर बिना आवाज़, भरोसेमंद ब्रेकिंग।',
    points: [
      'दोनों आगे के पहियों के लिए 4 पैड का सेट',
      'घिसने पर आवाज़ से बताने वाला इंडिकेटर',
      'चीं-चीं कम करने के लिए किनारे कटे और बीच में खाँचा',
    ],
    warranty: '6 महीने या 10,000 km',
  },
  'tvs-girling-brake-pads-maruti-swift': {
    excerpt: 'Maruti की छोटी कारों के लिए कंपनी सप्लायर के फ़्रंट पैड।',
    about: 'TVS Girling भारतीय कार कंपनियों को ब्रेक देती है: ये <strong>सेमी-मेटैलिक फ़्रंट पैड</strong> ओरिजिनल जैसी ब्रेकिंग देते हैं।',
    points: ['एस्बेस्टस-मुक्त फ़्रिक्शन मटीरियल', 'गरम होने पर भी एक जैसा काम', '4 का सेट'],
    warranty: '6 महीने',
  },
  'brembo-front-brake-pads-mahindra-xuv700': {
    excerpt: 'Mahindra की सबसे भारी SUV के लिए प्रीमियम लो-मेटैलिक पैड।',
    about: '<strong>Brembo लो-मेटैलिक पैड</strong> पूरी भरी हुई XUV700 में भी पैडल को सख़्त और पकड़ को मज़बूत रखते हैं।',
    points: ['लंबी घाट उतराई पर भी ब्रेक कमज़ोर नहीं पड़ते', 'शांत ब्रेकिंग के लिए शिम साथ में', 'ECE R90 से मान्य'],
    warranty: '6 महीने',
  },
  'bosch-brake-pads-tata-nexon': {
    excerpt: 'Nexon पेट्रोल, डीज़ल और EV के लिए फ़्रंट डिस्क पैड।',
    about: 'Nexon के वज़न के हिसाब से बने ये <strong>Bosch पैड</strong> Nexon EV की रीजनरेटिव ब्रेकिंग के साथ भी ठीक काम करते हैं।',
    points: ['शांत और कम धूल वाला कंपाउंड', '4 का सेट', 'जंग-रोधी कोटिंग वाली बैकिंग प्लेट'],
    warranty: '6 महीने',
  },
  'endurance-front-disc-pads-bajaj-pulsar-150': {
    excerpt: 'Bajaj के ब्रेक सप्लायर के ओरिजिनल फ़्रंट डिस्क पैड।',
    about: 'Bajaj के ओरिजिनल ब्रेक Endurance ही बनाती है: ये <strong>सिंटर्ड फ़्रंट पैड</strong> Pulsar की दमदार ब्रेकिंग लौटा देते हैं।',
    points: ['आगे के कैलिपर के लिए पैड की जोड़ी', 'बारिश में भी काम करते हैं', 'ख़ुद आसानी से लगा सकते हैं'],
  },
  'tvs-girling-brake-shoe-honda-activa-6g': {
    excerpt: 'Activa 6G के आगे या पीछे के लिए ड्रम ब्रेक शू।',
    about: 'भारत के सबसे ज़्यादा बिकने वाले स्कूटर के लिए एस्बेस्टस-मुक्त <strong>ड्रम ब्रेक शू</strong>।',
    points: ['स्प्रिंग के साथ शू की जोड़ी', 'लंबी उम्र वाली बॉन्डेड लाइनिंग', 'आगे या पीछे चुनें'],
  },
  'brembo-brake-pads-royal-enfield-classic-350': {
    excerpt: 'Classic 350 के ByBre कैलिपर के लिए सिंटर्ड पैड।',
    about: 'J-सीरीज़ Classic पर मज़बूत और धीरे-धीरे बढ़ती ब्रेकिंग के लिए Brembo का <strong>SA सिंटर्ड कंपाउंड</strong>।',
    points: ['पैड की जोड़ी', 'बारिश में भी एक जैसी पकड़', 'आगे या पीछे का कैलिपर चुनें'],
  },
  'bosch-brake-disc-honda-city': {
    excerpt: 'जंग-रोधी कोटिंग वाली वेंटिलेटेड फ़्रंट डिस्क, एक-एक करके बिकती है।',
    about: 'कंपनी जैसी सटीकता से मशीन की गई <strong>वेंटिलेटेड ब्रेक डिस्क</strong>, बिना कंपन वाली ब्रेकिंग के लिए।',
    points: ['जंग से बचाने के लिए हब पर UV कोटिंग', 'नए पैड के साथ जोड़ी में बदलें', 'एक डिस्क बिकती है'],
    warranty: '12 महीने',
  },
  'brembo-brake-disc-hyundai-creta-kia-seltos': {
    excerpt: 'Brembo Coating वाली Brembo वेंटिलेटेड डिस्क।',
    about: 'हर <strong>Brembo डिस्क</strong> बैलेंस और जाँच की जाती है, ताकि पैडल स्मूद रहे और ब्रेक लगाते समय कंपन न हो।',
    points: ['वेंटिलेटेड, 280 mm', 'Brembo Coating जंग से बचाती है', 'एक-एक करके बिकती है'],
    warranty: '12 महीने',
  },
  'endurance-front-brake-disc-tvs-apache-rtr-160': {
    excerpt: 'Apache RTR 160 4V के लिए पेटल डिज़ाइन वाली 270 mm फ़्रंट डिस्क।',
    about: 'पेटल कट वाली <strong>स्टेनलेस स्टील डिस्क</strong> जो गर्मी और पानी जल्दी निकाल देती है।',
    points: ['सटीक ग्राइंड की हुई सतह', 'लगाने के बोल्ट साथ में', 'सीधे पुरानी की जगह लगती है'],
  },
  'brembo-front-brake-disc-yamaha-fz-s': {
    excerpt: 'FZ-S V3 और V4 के लिए फ़्लोटिंग लुक वाली 282 mm फ़्रंट डिस्क।',
    about: 'अपनी FZ-S की ब्रेकिंग बेहतर करें <strong>Brembo Serie Oro</strong> स्टेनलेस डिस्क के साथ।',
    points: ['हीट-ट्रीटेड स्टेनलेस स्टील', 'लीवर पर बेहतर एहसास', 'बोल्ट साथ में नहीं'],
  },
  'gabriel-rear-shock-absorber-hero-splendor-plus': {
    excerpt: 'आरामदायक सवारी के लिए 5-स्टेप एडजस्ट होने वाले रियर शॉकर की जोड़ी।',
    about: '<strong>Gabriel हाइड्रोलिक रियर शॉकर</strong> पूरे लोड में भी गड्ढे और स्पीड ब्रेकर के झटके सोख लेते हैं।',
    points: ['5-स्टेप प्रीलोड एडजस्टमेंट', 'जंग से बचाने वाली क्रोम स्प्रिंग', 'जोड़ी में बिकते हैं'],
    warranty: '12 महीने',
  },
  'monroe-oespectrum-front-strut-hyundai-i20': {
    excerpt: 'Monroe की रफ़्तार के हिसाब से काम करने वाली वाल्विंग के साथ गैस भरा फ़्रंट स्ट्रट।',
    about: '<strong>OESpectrum स्ट्रट</strong> सड़क के हिसाब से ढल जाता है: सवारी नियंत्रित भी और आरामदायक भी।',
    points: ['ट्विन-ट्यूब, गैस भरा', 'एक-एक करके बिकता है: बायाँ या दायाँ', 'जोड़ी में बदलें'],
    warranty: '12 महीने',
  },
  'gabriel-front-shock-absorber-maruti-swift': {
    excerpt: 'Swift और Dzire के लिए ओरिजिनल जैसा फ़्रंट स्ट्रट कार्ट्रिज।',
    about: 'Gabriel, Maruti Suzuki का <strong>ओरिजिनल सस्पेंशन सप्लायर</strong> है।',
    points: ['हाइड्रोलिक ट्विन-ट्यूब डिज़ाइन', 'बायाँ या दायाँ चुनें', '2018 और उसके बाद के मॉडल में फ़िट'],
    warranty: '12 महीने',
  },
  'endurance-front-fork-assembly-tvs-jupiter': {
    excerpt: 'Jupiter 110 के लिए टेलिस्कोपिक फ़्रंट फ़ोर्क की जोड़ी।',
    about: 'नए <strong>टेलिस्कोपिक फ़्रंट फ़ोर्क</strong> की जोड़ी से Jupiter की मुलायम सवारी वापस पाएँ।',
    points: ['फ़ोर्क ऑयल पहले से भरा', 'बायाँ और दायाँ दोनों लेग', 'वर्कशॉप पर लगवाने की सलाह'],
    warranty: '6 महीने',
  },
};
