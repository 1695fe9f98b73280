import type { ProductTexts } from '../types';

/** Hindi texts of batteries, lights and horns (seed/products-electricals.ts). */
export const ELECTRICALS_TEXTS: Record<string, ProductTexts> = {
  'exide-mileage-ml38b20l-35ah-car-battery': {
    excerpt: 'Swift, Dzire, Baleno और i20 के लिए मेंटेनेंस-फ़्री 35Ah बैटरी।',
    about:
      '<strong>Exide Mileage ML38B20L</strong> मेंटेनेंस-फ़्री 35Ah बैटरी है, जो भारत की गर्मी और बार-बार के छोटे सफ़र के लिए बनी है।',
    points: ['हाइब्रिड बनावट, पानी डालने की ज़रूरत नहीं', 'बड़े शहरों में मुफ़्त इंस्टॉलेशन', 'डिलीवरी पर पुरानी बैटरी देकर छूट पाएँ'],
    warranty: '55 महीने (30 मुफ़्त + 25 प्रो-रेटा)',
  },
  'amaron-pro-din65-65ah-car-battery': {
    excerpt: 'Creta, Seltos और XUV700 के लिए दमदार क्रैंकिंग वाली DIN बैटरी।',
    about: '<strong>Amaron Pro DIN65</strong> ज़्यादा बिजली खपत वाली डीज़ल SUV को भी दमदार क्रैंकिंग देती है।',
    points: ['सिल्वर-एलॉय ग्रिड गर्मी झेलते हैं', 'ज़ीरो मेंटेनेंस', 'घर पर मुफ़्त फ़िटिंग'],
    warranty: '72 महीने (36 मुफ़्त + 36 प्रो-रेटा)',
  },
  'amaron-go-65d23l-car-battery': {
    excerpt: 'Honda City और Toyota Innova Crysta पेट्रोल के लिए किफ़ायती 60Ah बैटरी।',
    about: 'मध्यम आकार की सेडान और MPV के लिए भरोसेमंद <strong>60Ah मेंटेनेंस-फ़्री बैटरी</strong>।',
    points: ['कैल्शियम तकनीक, रखे-रखे कम डिस्चार्ज होती है', 'फ़ैक्ट्री से चार्ज होकर आती है', 'मुफ़्त इंस्टॉलेशन'],
    warranty: '48 महीने (24 मुफ़्त + 24 प्रो-रेटा)',
  },
  'exide-eezy-ey700l-car-battery': {
    excerpt: 'Tata Nexon और Punch पेट्रोल व डीज़ल के लिए DIN साइज़ बैटरी।',
    about: '<strong>Exide Eezy</strong> रेंज स्टार्ट-स्टॉप और ढेर सारे इलेक्ट्रॉनिक्स वाली आज की कारों के लिए बनाई गई है।',
    points: ['कम मेंटेनेंस', 'ठंड में भी ज़्यादा क्रैंकिंग करंट', 'एक्सचेंज ऑफ़र उपलब्ध'],
    warranty: '48 महीने',
  },
  'amaron-pro-bike-rider-12v-5ah-battery': {
    excerpt: 'Splendor, Activa, Jupiter और Pulsar के लिए फ़ैक्ट्री-चार्ज 5Ah बैटरी।',
    about: '<strong>Amaron Pro Bike Rider</strong>: सेल्फ़-स्टार्ट बाइक और स्कूटर के लिए सील्ड, ज़ीरो मेंटेनेंस बैटरी।',
    points: ['सीधे लगाएँ, एसिड भरने की ज़रूरत नहीं', 'झटके झेलने वाला डिज़ाइन', 'ज़्यादातर 100–160 cc दोपहिया में फ़िट'],
    warranty: '48 महीने (24 मुफ़्त + 24 प्रो-रेटा)',
  },
  'exide-xplore-xltz9-royal-enfield-battery': {
    excerpt: 'बड़ी बाइकों के लिए ज़्यादा क्षमता वाली VRLA बैटरी।',
    about: '<strong>Exide Xplore XLTZ9</strong> से Classic 350 हर सुबह बेझिझक स्टार्ट होती है।',
    points: ['सील्ड VRLA बनावट', 'सर्दी में भी दमदार क्रैंकिंग', 'एक्सचेंज ऑफ़र उपलब्ध'],
    warranty: '48 महीने',
  },
  'exide-12v-auxiliary-battery-tata-nexon-ev': {
    excerpt: 'Nexon EV के इलेक्ट्रॉनिक्स को बिजली देने वाली 12V लो-वोल्टेज बैटरी।',
    about: 'EV में भी एक <strong>12V सहायक बैटरी</strong> होती है: यही कार के कंप्यूटर और कॉन्टैक्टर को जगाती है।',
    points: ['फ़ैक्ट्री वाली बैटरी की जगह सीधे लगती है', 'मेंटेनेंस-फ़्री', 'लगाने की गाइड साथ में'],
    warranty: '36 महीने',
  },
  'amaron-flo-car-battery-maruti-dzire-cng': {
    excerpt: 'बार-बार स्टार्ट होने वाली CNG कारों के लिए कॉम्पैक्ट 35Ah बैटरी।',
    about: 'CNG टैक्सी और रोज़ के सफ़र में बार-बार स्टार्ट के लिए बनी मज़बूत <strong>35Ah बैटरी</strong>।',
    points: ['ज़्यादा चलने पर भी लंबी उम्र', 'ज़ीरो मेंटेनेंस', 'मुफ़्त फ़िटिंग'],
    warranty: '60 महीने',
  },
  'philips-x-treme-vision-h4-halogen-bulb': {
    excerpt: '150% तक ज़्यादा रोशनी वाला हैलोजन बल्ब, सड़क पर क़ानूनी रूप से मान्य।',
    about: '<strong>Philips X-tremeVision Pro150</strong> बल्ब रोशनी दूर तक फेंकते हैं, ताकि रात में गड्ढे और मवेशी पहले दिख जाएँ।',
    points: ['60/55 W पावर, 12 V', 'दोनों हेडलैंप के लिए दो बल्ब का पैक', 'H4 हेडलैंप वाली कार, बाइक और ऑटो में फ़िट'],
    warranty: '6 महीने',
  },
  'philips-ultinon-essential-led-h4': {
    excerpt: 'H4 हेडलैंप के लिए सीधे लगने वाला 6500K एलईडी अपग्रेड।',
    about:
      'साफ़ सफ़ेद <strong>6500K एलईडी रोशनी</strong>, छोटे बिना पंखे वाले हीट सिंक के साथ जो ज़्यादातर H4 रिफ़्लेक्टर में फ़िट हो जाता है।',
    points: ['जलते ही पूरी रोशनी', '8 साल तक चलता है', 'दो बल्ब का पैक'],
    warranty: '2 साल',
  },
  'lumax-headlamp-assembly-hero-splendor-plus': {
    excerpt: 'बल्ब होल्डर और वाइज़र के साथ पूरी हेडलाइट यूनिट।',
    about: 'Hero MotoCorp के सप्लायर Lumax की <strong>ओरिजिनल क्वालिटी हेडलैंप असेंबली</strong>।',
    points: ['पारदर्शी पॉलीकार्बोनेट लेंस', 'बल्ब होल्डर साथ में', 'बोल्ट से सीधे फ़िट'],
    warranty: '6 महीने',
  },
  'minda-led-fog-lamp-kit-tata-punch': {
    excerpt: 'वायरिंग और स्विच के साथ बम्पर में लगने वाले एलईडी फ़ॉग लैंप।',
    about: 'सर्दियों के कोहरे और मानसून की बारिश में बेहतर देखने के लिए अपनी Punch में <strong>एलईडी फ़ॉग लैंप</strong> लगवाएँ।',
    points: ['IP67 एलईडी लैंप की जोड़ी', 'प्लग-इन वायरिंग हार्नेस', 'सफ़ेद या पीली रोशनी, जो चाहें'],
    warranty: '12 महीने',
  },
  'philips-t10-led-parking-bulb-pack': {
    excerpt: 'पार्किंग, नंबर प्लेट और अंदर की लाइट के लिए चमकदार सफ़ेद एलईडी W5W बल्ब।',
    about: 'छोटी लाइटों को नया बनाएँ <strong>Ultinon T10 एलईडी</strong> से: ज़्यादा रोशनी, कम गर्मी, लंबी उम्र।',
    points: ['6000 K ठंडी सफ़ेद रोशनी', 'W5W सॉकेट वाली कार और बाइक में फ़िट', 'जोड़ी'],
  },
  'lumax-tail-lamp-bajaj-pulsar-150': {
    excerpt: 'ओरिजिनल कनेक्टर के साथ स्प्लिट एलईडी टेल लैंप।',
    about: 'Pulsar 150 Neon और Twin Disc के लिए सीधे फ़िट होने वाला <strong>एलईडी टेल लैंप</strong>।',
    points: ['तेज़ ब्रेक लाइट', 'पानी से बचाव के लिए सील्ड', 'सीधे प्लग करें और चलाएँ'],
  },
  'bosch-ec6-disc-horn-set': {
    excerpt: 'कॉम्पैक्ट 12V डिस्क हॉर्न, कार और बाइक के लिए लोकप्रिय अपग्रेड।',
    about: '<strong>Bosch EC6</strong> जुड़वाँ हॉर्न की साफ़ और तेज़ आवाज़ ट्रैफ़िक के शोर को चीरकर निकलती है।',
    points: ['ऊँची और नीची टोन की जोड़ी', '110 dB आवाज़', 'दोपहिया में रिले लगाने की सलाह'],
    warranty: '12 महीने',
  },
  'roots-wind-tone-trumpet-horn': {
    excerpt: 'भारत की सबसे जानी-मानी हॉर्न कंपनी के सुरीले डुअल-ट्रम्पेट हॉर्न।',
    about: '<strong>Roots Wind Tone</strong> सेट कार को कर्कश बीप की जगह भरी-पूरी, मीठी आवाज़ देता है।',
    points: ['रिले के साथ दो ट्रम्पेट', 'मौसम से सुरक्षित सील', 'ज़्यादातर कारों में फ़िट'],
    warranty: '12 महीने',
  },
  'minda-oe-horn-honda-activa-6g': {
    excerpt: 'Activa 6G के लिए ओरिजिनल फ़िट हॉर्न।',
    about: 'इस <strong>ओरिजिनल जैसे Uno Minda हॉर्न</strong> से अपने स्कूटर की आवाज़ वापस लाएँ।',
    points: ['बोल्ट से सीधे फ़िट', 'पानी से बचाव', '12 V सिस्टम'],
  },
  'denso-ev-horn-ather-450x': {
    excerpt: 'इलेक्ट्रिक स्कूटर के लिए कम करंट वाला कॉम्पैक्ट हॉर्न।',
    about: '<strong>कम करंट वाला Denso हॉर्न</strong>, जो स्कूटर के 12V सिस्टम पर बोझ डाले बिना ज़ोर से बजता है।',
    points: ['छोटा आकार', 'सीधा कनेक्टर', 'पानी से बचाव के लिए सील्ड'],
  },
};
