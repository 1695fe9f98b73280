import type { ProductTexts } from '../types';

function steeringCover(material: string, note: string): ProductTexts {
  return {
    excerpt: `${material} स्टीयरिंग व्हील कवर। ${note}`,
    about: `कसकर चढ़ने वाला <strong>${material} स्टीयरिंग कवर</strong>, जो गर्मी में ठंडा रहता है और हाथ में भरोसेमंद पकड़ देता है। ${note}`,
    points: ['खिंचने वाली अंदरूनी रिंग, सिलाई की ज़रूरत नहीं', 'अपने स्टीयरिंग के व्यास के हिसाब से साइज़ चुनें', 'फिसलन-रोधी अंदरूनी परत'],
  };
}

function sunShades(model: string, sixWindows = false): ProductTexts {
  return {
    excerpt: `${model} के नाप से कटे मैग्नेटिक जालीदार शेड; खिड़कियाँ फिर भी नीचे की जा सकती हैं।`,
    about: `${model} की खिड़कियों के फ़्रेम के नाप पर कटे <strong>मैग्नेटिक सन शेड</strong> से केबिन ठंडा और बच्चे छाँव में रहते हैं।`,
    points: [
      'अंदर लगे चुंबकों से सेकंडों में चिपक जाते हैं',
      'तेज़ धूप रोकते हैं, बाहर का नज़ारा दिखता रहता है',
      sixWindows ? 'आगे, पीछे और तीसरी कतार की खिड़कियों के लिए 6 का सेट' : 'आगे और पीछे की साइड खिड़कियों के लिए 4 का सेट',
    ],
  };
}

/** Hindi texts of steering covers, gadgets and cabin accessories (seed/products-interior-cabin.ts). */
export const INTERIOR_CABIN_TEXTS: Record<string, ProductTexts> = {
  'autofurnish-perforated-leatherette-steering-cover': steeringCover(
    'छेददार PU लेदर',
    'हवा आने वाले छेद हथेलियों को सूखा रखते हैं।',
  ),
  'elegant-microfibre-suede-steering-cover': steeringCover(
    'माइक्रोफ़ाइबर स्वेड',
    'स्पोर्ट्स कार के स्टीयरिंग जैसा मुलायम स्वेड एहसास।',
  ),
  'autofurnish-carbon-fibre-texture-steering-cover': steeringCover(
    'कार्बन-टेक्सचर PU',
    'रंगीन सिलाई के साथ कार्बन बुनावट वाला स्पोर्टी लुक।',
  ),
  'elegant-wooden-finish-steering-cover': steeringCover(
    'लकड़ी जैसे ABS और लेदर का',
    'सेडान के लिए लकड़ी और लेदर का क्लासिक लुक।',
  ),
  'autofurnish-silicone-grip-steering-cover': steeringCover('फ़ूड-ग्रेड सिलिकॉन', 'चटख रंग, गर्मी झेलने वाला और धुलने वाला।'),
  'elegant-hand-stitch-leather-steering-cover': steeringCover(
    'असली गाय के चमड़े का',
    'ख़ुद सिलकर फ़ैक्ट्री जैसी फ़िनिश पाएँ; सुई और धागा साथ में।',
  ),
  'portronics-clamp-x-car-phone-holder': {
    excerpt: 'डैशबोर्ड और विंडस्क्रीन के लिए चिपकने वाले सक्शन बेस के साथ एक-टच क्लैम्प माउंट।',
    about: '<strong>Portronics Clamp X</strong> 4.7 से 6.8 इंच तक के फ़ोन ऊबड़-खाबड़ सड़क पर भी स्थिर रखता है।',
    points: ['सीधा या आड़ा, 360° घूमता है', 'टेलिस्कोपिक आर्म', 'दोबारा इस्तेमाल होने वाला जेल सक्शन'],
    warranty: '6 महीने',
  },
  'portronics-auto-12-wireless-charging-mount': {
    excerpt: 'AC वेंट के लिए 15W Qi वायरलेस चार्जिंग वाला ऑटो-क्लैम्प माउंट।',
    about: 'फ़ोन रखते ही <strong>मोटर वाली भुजाएँ अपने-आप बंद</strong> हो जाती हैं और फ़ोन बिना तार के चार्ज होता है।',
    points: ['15W फ़ास्ट वायरलेस चार्जिंग', 'हुक के साथ AC वेंट क्लिप', 'कार चार्जर साथ में'],
    warranty: '12 महीने',
  },
  'portronics-dashcam-1080p-wifi': {
    excerpt: 'नाइट विज़न, लूप रिकॉर्डिंग और ऐप कंट्रोल वाला फ़ुल HD फ़्रंट डैश कैमरा।',
    about: 'हर सफ़र <strong>1080p</strong> में रिकॉर्ड करें और Wi-Fi से क्लिप फ़ोन में डाउनलोड करें: बीमा क्लेम में काम आने वाला सबूत।',
    points: ['140° वाइड-एंगल लेंस', 'टक्कर होने पर G-सेंसर क्लिप को लॉक कर देता है', '128 GB तक का microSD कार्ड लगता है'],
    warranty: '12 महीने',
  },
  'godrej-aer-twist-car-freshener': {
    excerpt: '60 दिन तक चलने वाला, एडजस्ट होने वाला जेल फ़्रेशनर।',
    about: 'घुमाकर ख़ुशबू की तेज़ी तय करें: <strong>aer twist</strong> तपती गर्मी में भी केबिन को महकाए रखता है।',
    points: ['60 दिन तक चलता है', 'न गिरने वाला जेल', 'कप होल्डर या डैशबोर्ड पर रखें'],
  },
  'godrej-aer-click-vent-freshener': {
    excerpt: 'रीफ़िल कार्ट्रिज के साथ AC वेंट पर लगने वाला फ़्रेशनर।',
    about: '<strong>aer click</strong> को AC वेंट पर लगाएँ, हवा ख़ुशबू को पूरी कार में फैला देती है।',
    points: ['वेंट क्लिप + 1 कार्ट्रिज', 'रीफ़िल उपलब्ध', 'हर कार्ट्रिज 30 दिन तक'],
  },
  'autofurnish-back-seat-organiser': {
    excerpt: '9 जेबों और पारदर्शी टैबलेट खाने वाला लटकने वाला ऑर्गनाइज़र।',
    about: 'पानी की बोतलें, नाश्ता और बच्चों के खिलौने इस <strong>बैक सीट ऑर्गनाइज़र</strong> में जगह पर रखें।',
    points: ['सामान रखने की 9 जेबें', '10 इंच तक के टैबलेट के लिए टच-स्क्रीन खाना', 'बच्चों के पैरों से सीट भी बचाता है'],
  },
  'autofurnish-anti-slip-dashboard-mat': {
    excerpt: 'चिपचिपा मैट जो फ़ोन, चाबी और धूप का चश्मा डैश पर टिकाए रखता है।',
    about: 'एक <strong>धुलने वाला सिलिकॉन पैड</strong> जो छोटी चीज़ों को इधर-उधर फिसलने नहीं देता।',
    points: ['80 °C तक गर्मी झेलता है', 'कोई निशान नहीं छोड़ता', 'पानी से धोएँ, पकड़ लौट आती है'],
  },
  'portronics-car-power-dual-usb-c-charger': {
    excerpt: '12V सॉकेट से एक साथ दो फ़ोन फ़ास्ट चार्ज करें।',
    about: '<strong>45W PD</strong> आउटपुट से रोज़ के सफ़र में लगभग 30 मिनट में फ़ोन 50% चार्ज हो जाता है।',
    points: ['दो USB-C PD पोर्ट', 'धातु की बॉडी, एलईडी रिंग', 'ज़्यादा वोल्टेज से सुरक्षा'],
    warranty: '6 महीने',
  },
  'elegant-sunglass-holder-clip-pair': {
    excerpt: 'चश्मे और पार्किंग टिकट के लिए क्लिप वाले होल्डर।',
    about: 'धूप का चश्मा हाथ की पहुँच में रखें: ये <strong>वाइज़र क्लिप</strong> चश्मा, कार्ड और टिकट थामे रखते हैं।',
    points: ['क्लिप की जोड़ी', 'लेदर जैसी फ़िनिश', 'किसी भी सन वाइज़र पर फ़िट'],
  },
  'autofurnish-car-dustbin': {
    excerpt: 'स्प्रिंग वाले ढक्कन के साथ लटकने या कप होल्डर में रखने वाला डस्टबिन।',
    about: 'एक क़दम में साफ़ केबिन: <strong>लीक-प्रूफ़ डस्टबिन</strong> जो हेडरेस्ट पर लटकता है या दरवाज़े की जेब में रखा जाता है।',
    points: ['स्प्रिंग वाला ढक्कन बदबू अंदर रखता है', 'निकाली जा सकने वाली अंदरूनी बाल्टी', 'हेडरेस्ट पट्टी साथ में'],
  },
  'autofurnish-magnetic-sun-shades-swift': sunShades('Maruti Suzuki Swift'),
  'autofurnish-magnetic-sun-shades-creta': sunShades('Hyundai Creta'),
  'autofurnish-magnetic-sun-shades-nexon': sunShades('Tata Nexon'),
  'autofurnish-magnetic-sun-shades-seltos': sunShades('Kia Seltos'),
  'autofurnish-magnetic-sun-shades-city': sunShades('Honda City'),
  'autofurnish-magnetic-sun-shades-xuv700': sunShades('Mahindra XUV700', true),
};
