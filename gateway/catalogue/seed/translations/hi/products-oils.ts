import type { ProductTexts } from '../types';

/** Hindi texts of oils, coolants and fluids (seed/products-oils.ts). */
export const OILS_TEXTS: Record<string, ProductTexts> = {
  'motul-7100-4t-10w-50-1l': {
    excerpt: 'परफ़ॉर्मेंस मोटरसाइकिलों के लिए एस्टर वाला पूरी तरह सिंथेटिक ऑयल।',
    about: '<strong>Motul 7100 4T</strong> एस्टर तकनीक से तेज़ घूमने वाले इंजन, वेट क्लच और गियरबॉक्स की हिफ़ाज़त करता है।',
    points: ['एस्टर के साथ 100% सिंथेटिक', 'JASO MA2: क्लच नहीं फिसलता', 'API SN मानक'],
  },
  'castrol-power1-4t-10w-30-1l': {
    excerpt: '100–150 cc की रोज़ाना चलने वाली बाइकों के लिए सेमी-सिंथेटिक ऑयल।',
    about: 'तेज़ पिकअप के लिए Power Release तकनीक वाला <strong>Castrol POWER1 4T</strong>।',
    points: ['सेमी-सिंथेटिक', 'JASO MA2 मानक', 'Splendor, Pulsar, FZ जैसी बाइकों के लिए बिल्कुल सही'],
  },
  'castrol-activ-scooter-10w-30-800ml': {
    excerpt: 'Activa और Jupiter में एक बार ऑयल बदलने के लिए सही मात्रा।',
    about: '<strong>Castrol Activ Scooter</strong> शहर के रुक-रुक कर चलने वाले ट्रैफ़िक में CVT स्कूटरों के लिए बना है।',
    points: ['800 ml: ठीक एक बार का ऑयल', 'पहले सेकंड से ही सुरक्षा', 'JASO MB मानक'],
  },
  'motul-300v-factory-line-10w-40-1l': {
    excerpt: 'ट्रैक डे और बड़ी बाइकों के लिए डबल-एस्टर रेसिंग ऑयल।',
    about: '<strong>Motul 300V Factory Line</strong> वही ऑयल है जो रेसिंग टीमें इस्तेमाल करती हैं, अब आपके गैराज में।',
    points: ['डबल एस्टर तकनीक', 'ज़्यादा से ज़्यादा ताक़त और सुरक्षा', 'JASO MA2 मानक'],
  },
  'castrol-magnatec-5w-30-3-5l': {
    excerpt: 'पेट्रोल और डीज़ल कारों के लिए इंटेलिजेंट मॉलिक्यूल वाला फ़ुल सिंथेटिक ऑयल।',
    about:
      '<strong>Castrol MAGNATEC</strong> इंजन के पुर्ज़ों से चिपका रहता है और इंजन गरम होते समय बचाता है, जब सबसे ज़्यादा घिसाव होता है।',
    points: ['API SP, ACEA C3 मानक', 'पेट्रोल, डीज़ल और CNG कारें', '3.5 L ज़्यादातर 1.2–1.5 L इंजन के लिए काफ़ी'],
  },
  'mobil-1-0w-40-4l': {
    excerpt: 'पेट्रोल और डीज़ल इंजन के लिए सबसे ऊँचे दर्जे की सिंथेटिक सुरक्षा।',
    about: '<strong>Mobil 1 0W-40</strong> स्टार्ट होते ही बहने लगता है और भारी गर्मी में भी नहीं टूटता।',
    points: ['API SN, ACEA A3/B4 मानक', 'टर्बो की बेहतरीन सुरक्षा', '4 L पैक'],
  },
  'shell-helix-hx7-diesel-5w-40-3l': {
    excerpt: 'आज की डीज़ल SUV के लिए सिंथेटिक तकनीक वाला ऑयल।',
    about: 'एक्टिव क्लीनिंग तकनीक वाला <strong>Shell Helix HX7 Diesel</strong> इंजन में कीचड़ जमने नहीं देता।',
    points: ['API CF मानक', 'सिंथेटिक तकनीक', 'Scorpio-N, XUV700, Innova Crysta डीज़ल के लिए'],
  },
  'servo-pride-4t-20w-40-royal-enfield-2-5l': {
    excerpt: 'एयर-कूल्ड Royal Enfield इंजन के लिए गाढ़ा मिनरल ऑयल।',
    about: 'IndianOil का <strong>Servo Pride 4T</strong> गर्मियों में भी बड़े एयर-कूल्ड सिंगल-सिलेंडर इंजन की हिफ़ाज़त करता है।',
    points: ['2.5 L: Classic 350 में एक बार पूरा बदलने के लिए', 'JASO MA मानक', 'भारत में बना'],
  },
  'castrol-radicool-nf-coolant-1l': {
    excerpt: 'तैयार, नाइट्राइट-मुक्त कूलेंट: ज़्यादा गरम होने और जंग से बचाता है।',
    about: '<strong>Castrol Radicool NF</strong> पहले से मिला हुआ है: सीधे एक्सपैंशन टैंक में डालें।',
    points: ['नाइट्राइट, एमीन और फ़ॉस्फ़ेट-मुक्त', 'एल्युमिनियम रेडिएटर की हिफ़ाज़त', 'हरा रंग'],
  },
  'servo-coolant-plus-concentrate-1l': {
    excerpt: 'गाढ़ा एंटीफ़्रीज़-कूलेंट; डिस्टिल्ड पानी में 1:2 में मिलाएँ।',
    about: 'कार, SUV और लिक्विड-कूल्ड बाइकों के लिए किफ़ायती <strong>Servo Coolant Plus</strong> कॉन्सन्ट्रेट।',
    points: ['डिस्टिल्ड पानी में 1:2 में मिलाएँ', 'उबलने का तापमान बढ़ाता है', 'जंग-रोधी एडिटिव'],
  },
  'bosch-dot-4-brake-fluid-500ml': {
    excerpt: 'डिस्क ब्रेक वाली कारों और बाइकों के लिए ऊँचे क्वथनांक वाला ब्रेक फ़्लूइड।',
    about: '<strong>Bosch DOT 4</strong> ब्रेक फ़्लूइड लंबी ढलान पर भी भाप बनकर ब्रेक फ़ेल नहीं होने देता।',
    points: ['सूखा क्वथनांक 265 °C', 'हर 2 साल में बदलें', 'DOT 3 के साथ मिल सकता है'],
  },
  'motul-c2-chain-lube-road-400ml': {
    excerpt: 'चिपकने वाला सफ़ेद चेन ल्यूब जो उड़कर नहीं छिटकता।',
    about:
      '<strong>Motul C2</strong> रोलर के अंदर तक जाता है और फिर पानी न लगने वाली परत बन जाता है: मानसून में चलाने के लिए बढ़िया।',
    points: ['O, X और Z-रिंग चेन के लिए सुरक्षित', 'हर 500 km पर ल्यूब करें', 'पहले Motul C1 से साफ़ करें'],
  },
  'castrol-transmax-atf-dexron-vi-1l': {
    excerpt: 'टॉर्क-कन्वर्टर गियरबॉक्स के लिए ऑटोमैटिक ट्रांसमिशन फ़्लूइड।',
    about: 'ऑटोमैटिक SUV और MPV में स्मूद गियर बदलने के लिए <strong>Castrol Transmax ATF Dexron-VI</strong>।',
    points: ['Dexron-VI से मान्य', 'बिना झटके के स्मूद गियर बदलना', 'अपनी गाड़ी की मैनुअल देख लें'],
  },
};
