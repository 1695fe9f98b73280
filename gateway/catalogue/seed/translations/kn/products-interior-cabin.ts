import type { ProductTexts } from '../types';

/** Mirrors the English steering-cover template in seed/products-interior-cabin.ts. */
function steeringCover(material: string, note: string): ProductTexts {
  return {
    excerpt: `${material} ಸ್ಟೀರಿಂಗ್ ವೀಲ್ ಕವರ್. ${note}`,
    about: `ಬೇಸಿಗೆಯಲ್ಲೂ ತಂಪಾಗಿರುವ, ಭರವಸೆಯ ಹಿಡಿತ ನೀಡುವ, ಬಿಗಿಯಾಗಿ ಕೂರುವ <strong>${material} ಸ್ಟೀರಿಂಗ್ ಕವರ್</strong>. ${note}`,
    points: ['ಎಳೆದು ಹಾಕುವ ಒಳಗಿನ ರಿಂಗ್, ಹೊಲಿಯುವ ಅಗತ್ಯವಿಲ್ಲ', 'ನಿಮ್ಮ ಸ್ಟೀರಿಂಗ್ ವ್ಯಾಸಕ್ಕೆ ಹೊಂದುವ ಗಾತ್ರ ಆಯ್ಕೆಮಾಡಿ', 'ಜಾರದ ಒಳಪದರ'],
  };
}

/** Mirrors the English sun-shade template in seed/products-interior-cabin.ts. */
function sunShades(model: string, six = false): ProductTexts {
  return {
    excerpt: `${model} ಕಾರಿಗಾಗಿ ಅಳತೆಗೆ ಕತ್ತರಿಸಿದ ಮ್ಯಾಗ್ನೆಟಿಕ್ ಮೆಶ್ ಶೇಡ್‌ಗಳು; ಕಿಟಕಿ ಗಾಜುಗಳನ್ನು ಇಳಿಸಬಹುದು.`,
    about: `${model} ಕಾರಿನ ಕಿಟಕಿ ಚೌಕಟ್ಟುಗಳಿಗೆ ಕತ್ತರಿಸಿದ <strong>ಮ್ಯಾಗ್ನೆಟಿಕ್ ಸನ್ ಶೇಡ್‌ಗಳಿಂದ</strong> ಕ್ಯಾಬಿನ್ ತಂಪಾಗಿರುತ್ತದೆ, ಮಕ್ಕಳಿಗೆ ನೆರಳು ಸಿಗುತ್ತದೆ.`,
    points: [
      'ಒಳಗಿರುವ ಮ್ಯಾಗ್ನೆಟ್‌ಗಳಿಂದ ಕ್ಷಣಗಳಲ್ಲಿ ಅಂಟಿಕೊಳ್ಳುತ್ತದೆ',
      'ಹೊರಗಿನ ನೋಟ ಕಾಣುತ್ತಲೇ ಕಠಿಣ ಬಿಸಿಲನ್ನು ತಡೆಯುತ್ತದೆ',
      six ? 'ಮುಂದಿನ, ಹಿಂದಿನ ಮತ್ತು ಮೂರನೇ ಸಾಲಿನ ಕಿಟಕಿಗಳಿಗೆ 6 ರ ಸೆಟ್' : 'ಮುಂದಿನ ಮತ್ತು ಹಿಂದಿನ ಪಕ್ಕದ ಕಿಟಕಿಗಳಿಗೆ 4 ರ ಸೆಟ್',
    ],
  };
}

/** Kannada texts of cabin accessories (seed/products-interior-cabin.ts). */
export const INTERIOR_CABIN_TEXTS: Record<string, ProductTexts> = {
  'autofurnish-perforated-leatherette-steering-cover': steeringCover(
    'ರಂಧ್ರಗಳಿರುವ PU ಲೆದರ್',
    'ಗಾಳಿಯಾಡುವ ರಂಧ್ರಗಳು ಅಂಗೈಯನ್ನು ಒಣಗಿರಿಸುತ್ತವೆ.',
  ),
  'elegant-microfibre-suede-steering-cover': steeringCover(
    'ಮೈಕ್ರೋಫೈಬರ್ ಸ್ವೇಡ್',
    'ಸ್ಪೋರ್ಟ್ಸ್ ಕಾರಿನ ಸ್ಟೀರಿಂಗ್‌ನಂತೆ ಮೃದುವಾದ ಸ್ವೇಡ್ ಸ್ಪರ್ಶ.',
  ),
  'autofurnish-carbon-fibre-texture-steering-cover': steeringCover(
    'ಕಾರ್ಬನ್-ಟೆಕ್ಸ್ಚರ್ PU',
    'ಬಣ್ಣದ ಹೊಲಿಗೆಯೊಂದಿಗೆ ಸ್ಪೋರ್ಟಿ ಕಾರ್ಬನ್ ನೇಯ್ಗೆಯ ನೋಟ.',
  ),
  'elegant-wooden-finish-steering-cover': steeringCover('ಮರದ ವಿನ್ಯಾಸದ ABS ಮತ್ತು ಲೆದರ್', 'ಸೆಡಾನ್‌ಗಳಿಗೆ ಕ್ಲಾಸಿಕ್ ಮರ ಮತ್ತು ಲೆದರ್ ನೋಟ.'),
  'autofurnish-silicone-grip-steering-cover': steeringCover(
    'ಫುಡ್-ಗ್ರೇಡ್ ಸಿಲಿಕೋನ್',
    'ಗಾಢ ಬಣ್ಣಗಳು, ಶಾಖ ನಿರೋಧಕ ಮತ್ತು ತೊಳೆಯಬಹುದಾದದ್ದು.',
  ),
  'elegant-hand-stitch-leather-steering-cover': steeringCover(
    'ಅಸಲಿ ಹಸುವಿನ ಚರ್ಮದ',
    'ಫ್ಯಾಕ್ಟರಿಯಂತಹ ಫಿನಿಶ್‌ಗಾಗಿ ನೀವೇ ಹೊಲಿಯಿರಿ; ಸೂಜಿ ಮತ್ತು ದಾರ ಸೇರಿವೆ.',
  ),
  'portronics-clamp-x-car-phone-holder': {
    excerpt: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ಮತ್ತು ವಿಂಡ್‌ಸ್ಕ್ರೀನ್‌ಗೆ ಅಂಟುವ ಸಕ್ಷನ್ ಬೇಸ್ ಇರುವ ಒನ್-ಟಚ್ ಕ್ಲ್ಯಾಂಪ್ ಮೌಂಟ್.',
    about: '<strong>Portronics Clamp X</strong> 4.7 ರಿಂದ 6.8 ಇಂಚಿನ ಫೋನ್‌ಗಳನ್ನು ಹದಗೆಟ್ಟ ರಸ್ತೆಗಳಲ್ಲೂ ಅಲುಗಾಡದೆ ಹಿಡಿಯುತ್ತದೆ.',
    points: ['ಪೋರ್ಟ್ರೇಟ್ ಅಥವಾ ಲ್ಯಾಂಡ್‌ಸ್ಕೇಪ್‌ಗೆ 360° ತಿರುಗುವಿಕೆ', 'ಟೆಲಿಸ್ಕೋಪಿಕ್ ತೋಳು', 'ಮತ್ತೆ ಬಳಸಬಹುದಾದ ಜೆಲ್ ಸಕ್ಷನ್'],
    warranty: '6 ತಿಂಗಳು',
  },
  'portronics-auto-12-wireless-charging-mount': {
    excerpt: 'AC ವೆಂಟ್‌ಗೆ 15W Qi ವೈರ್‌ಲೆಸ್ ಚಾರ್ಜಿಂಗ್ ಇರುವ ಆಟೋ-ಕ್ಲ್ಯಾಂಪಿಂಗ್ ಮೌಂಟ್.',
    about: 'ಫೋನ್ ಇಟ್ಟರೆ ಸಾಕು, <strong>ಮೋಟಾರ್ ತೋಳುಗಳು ತಾನಾಗಿಯೇ ಮುಚ್ಚಿಕೊಳ್ಳುತ್ತವೆ</strong> ಮತ್ತು ಫೋನ್ ವೈರ್‌ಲೆಸ್ ಆಗಿ ಚಾರ್ಜ್ ಆಗುತ್ತದೆ.',
    points: ['15W ವೇಗದ ವೈರ್‌ಲೆಸ್ ಚಾರ್ಜಿಂಗ್', 'ಹುಕ್ ಇರುವ AC ವೆಂಟ್ ಕ್ಲಿಪ್', 'ಕಾರ್ ಚಾರ್ಜರ್ ಸೇರಿದೆ'],
    warranty: '12 ತಿಂಗಳು',
  },
  'portronics-dashcam-1080p-wifi': {
    excerpt: 'ನೈಟ್ ವಿಷನ್, ಲೂಪ್ ರೆಕಾರ್ಡಿಂಗ್ ಮತ್ತು ಆ್ಯಪ್ ನಿಯಂತ್ರಣ ಇರುವ Full HD ಡ್ಯಾಶ್ ಕ್ಯಾಮೆರಾ.',
    about:
      'ಪ್ರತಿ ಪ್ರಯಾಣವನ್ನೂ <strong>1080p</strong> ನಲ್ಲಿ ರೆಕಾರ್ಡ್ ಮಾಡಿ, Wi-Fi ಮೂಲಕ ಕ್ಲಿಪ್‌ಗಳನ್ನು ಫೋನ್‌ಗೆ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ: ಇನ್ಶೂರೆನ್ಸ್ ಕ್ಲೈಮ್‌ಗೆ ಉಪಯುಕ್ತ ಸಾಕ್ಷ್ಯ.',
    points: ['140° ವೈಡ್-ಆ್ಯಂಗಲ್ ಲೆನ್ಸ್', 'ಡಿಕ್ಕಿಯಾದ ನಂತರ G-ಸೆನ್ಸರ್ ಕ್ಲಿಪ್‌ಗಳನ್ನು ಲಾಕ್ ಮಾಡುತ್ತದೆ', '128 GB ವರೆಗಿನ microSD ಬೆಂಬಲ'],
    warranty: '12 ತಿಂಗಳು',
  },
  'godrej-aer-twist-car-freshener': {
    excerpt: '60 ದಿನಗಳವರೆಗೆ ಬಾಳುವ, ಸುಗಂಧ ಹೊಂದಿಸಬಹುದಾದ ಜೆಲ್ ಫ್ರೆಶ್ನರ್.',
    about: 'ತಿರುಗಿಸಿ ಸುಗಂಧದ ತೀವ್ರತೆ ಹೊಂದಿಸಿ: <strong>aer twist</strong> ಬಿಸಿ ಬೇಸಿಗೆಯಲ್ಲೂ ಕ್ಯಾಬಿನ್ ಅನ್ನು ತಾಜಾವಾಗಿರಿಸುತ್ತದೆ.',
    points: ['60 ದಿನಗಳವರೆಗೆ ಬಾಳುತ್ತದೆ', 'ಚೆಲ್ಲದ ಜೆಲ್', 'ಕಪ್ ಹೋಲ್ಡರ್ ಅಥವಾ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ಮೇಲೆ ಇಡಬಹುದು'],
  },
  'godrej-aer-click-vent-freshener': {
    excerpt: 'ರೀಫಿಲ್ ಕಾರ್ಟ್ರಿಡ್ಜ್ ಇರುವ AC ವೆಂಟ್ ಕ್ಲಿಪ್ ಫ್ರೆಶ್ನರ್.',
    about: '<strong>aer click</strong> ಅನ್ನು AC ವೆಂಟ್‌ಗೆ ಕ್ಲಿಪ್ ಮಾಡಿ, ಗಾಳಿಯ ಹರಿವು ಸುಗಂಧವನ್ನು ಕಾರಿನ ತುಂಬ ಹರಡುತ್ತದೆ.',
    points: ['ವೆಂಟ್ ಕ್ಲಿಪ್ + 1 ಕಾರ್ಟ್ರಿಡ್ಜ್', 'ರೀಫಿಲ್‌ಗಳು ಲಭ್ಯ', 'ಪ್ರತಿ ಕಾರ್ಟ್ರಿಡ್ಜ್ 30 ದಿನಗಳವರೆಗೆ'],
  },
  'autofurnish-back-seat-organiser': {
    excerpt: '9 ಪಾಕೆಟ್‌ಗಳು ಮತ್ತು ಪಾರದರ್ಶಕ ಟ್ಯಾಬ್ಲೆಟ್ ಸ್ಲೀವ್ ಇರುವ, ನೇತುಹಾಕುವ ಆರ್ಗನೈಸರ್.',
    about: 'ಈ <strong>ಬ್ಯಾಕ್ ಸೀಟ್ ಆರ್ಗನೈಸರ್‌ನಲ್ಲಿ</strong> ನೀರಿನ ಬಾಟಲಿ, ತಿಂಡಿ ಮತ್ತು ಮಕ್ಕಳ ಆಟಿಕೆಗಳು ಅಚ್ಚುಕಟ್ಟಾಗಿರುತ್ತವೆ.',
    points: ['9 ಸ್ಟೋರೇಜ್ ಪಾಕೆಟ್‌ಗಳು', '10 ಇಂಚಿನವರೆಗಿನ ಟ್ಯಾಬ್ಲೆಟ್‌ಗೆ ಟಚ್-ಸ್ಕ್ರೀನ್ ಸ್ಲೀವ್', 'ಕಿಕ್ ಮ್ಯಾಟ್ ಆಗಿಯೂ ಕೆಲಸ ಮಾಡುತ್ತದೆ'],
  },
  'autofurnish-anti-slip-dashboard-mat': {
    excerpt: 'ಫೋನ್, ಕೀ ಮತ್ತು ಸನ್‌ಗ್ಲಾಸ್‌ಗಳನ್ನು ಡ್ಯಾಶ್ ಮೇಲೆ ಹಿಡಿದಿಡುವ ಅಂಟುವ ಮ್ಯಾಟ್.',
    about: 'ಚಿಕ್ಕ ವಸ್ತುಗಳು ಜಾರಿ ಓಡಾಡದಂತೆ ತಡೆಯುವ <strong>ತೊಳೆಯಬಹುದಾದ ಸಿಲಿಕೋನ್ ಪ್ಯಾಡ್</strong>.',
    points: ['80 °C ವರೆಗೆ ಶಾಖ ನಿರೋಧಕ', 'ಯಾವುದೇ ಕಲೆ ಬಿಡುವುದಿಲ್ಲ', 'ನೀರಿನಲ್ಲಿ ತೊಳೆದರೆ ಹಿಡಿತ ಮರಳುತ್ತದೆ'],
  },
  'portronics-car-power-dual-usb-c-charger': {
    excerpt: '12V ಸಾಕೆಟ್‌ನಿಂದ ಎರಡು ಫೋನ್‌ಗಳನ್ನು ಒಟ್ಟಿಗೆ ವೇಗವಾಗಿ ಚಾರ್ಜ್ ಮಾಡಿ.',
    about: '<strong>45W PD</strong> ಔಟ್‌ಪುಟ್ ನಿಮ್ಮ ಪ್ರಯಾಣದ ಸುಮಾರು 30 ನಿಮಿಷಗಳಲ್ಲಿ ಫೋನ್ ಅನ್ನು 50% ಗೆ ಚಾರ್ಜ್ ಮಾಡುತ್ತದೆ.',
    points: ['ಎರಡು USB-C PD ಪೋರ್ಟ್‌ಗಳು', 'ಲೋಹದ ಬಾಡಿ, LED ರಿಂಗ್', 'ಓವರ್-ವೋಲ್ಟೇಜ್ ರಕ್ಷಣೆ'],
    warranty: '6 ತಿಂಗಳು',
  },
  'elegant-sunglass-holder-clip-pair': {
    excerpt: 'ಕನ್ನಡಕ ಮತ್ತು ಪಾರ್ಕಿಂಗ್ ಟಿಕೆಟ್‌ಗಳಿಗೆ ಕ್ಲಿಪ್-ಆನ್ ಹೋಲ್ಡರ್‌ಗಳು.',
    about: 'ಸನ್‌ಗ್ಲಾಸ್ ಕೈಗೆಟುಕುವಂತಿರಲಿ: ಈ <strong>ವೈಸರ್ ಕ್ಲಿಪ್‌ಗಳು</strong> ಕನ್ನಡಕ, ಕಾರ್ಡ್ ಮತ್ತು ಟಿಕೆಟ್‌ಗಳನ್ನು ಹಿಡಿಯುತ್ತವೆ.',
    points: ['ಒಂದು ಜೋಡಿ ಕ್ಲಿಪ್', 'ಲೆದರ್‌ನಂತೆ ಕಾಣುವ ಫಿನಿಶ್', 'ಯಾವುದೇ ಸನ್ ವೈಸರ್‌ಗೆ ಹೊಂದುತ್ತದೆ'],
  },
  'autofurnish-car-dustbin': {
    excerpt: 'ಸ್ಪ್ರಿಂಗ್ ಮುಚ್ಚಳ ಇರುವ, ನೇತುಹಾಕುವ ಅಥವಾ ಕಪ್ ಹೋಲ್ಡರ್‌ನಲ್ಲಿಡುವ ಡಸ್ಟ್‌ಬಿನ್.',
    about: 'ಒಂದೇ ಹೆಜ್ಜೆಯಲ್ಲಿ ಅಚ್ಚುಕಟ್ಟಾದ ಕ್ಯಾಬಿನ್: ಹೆಡ್‌ರೆಸ್ಟ್‌ಗೆ ನೇತುಹಾಕುವ ಅಥವಾ ಡೋರ್ ಪಾಕೆಟ್‌ನಲ್ಲಿಡುವ <strong>ಸೋರದ ಡಸ್ಟ್‌ಬಿನ್</strong>.',
    points: ['ಸ್ಪ್ರಿಂಗ್ ಮುಚ್ಚಳ ವಾಸನೆ ಹೊರಬರದಂತೆ ತಡೆಯುತ್ತದೆ', 'ತೆಗೆಯಬಹುದಾದ ಒಳಗಿನ ಬಕೆಟ್', 'ಹೆಡ್‌ರೆಸ್ಟ್ ಪಟ್ಟಿ ಸೇರಿದೆ'],
  },
  'autofurnish-magnetic-sun-shades-swift': sunShades('Maruti Suzuki Swift'),
  'autofurnish-magnetic-sun-shades-creta': sunShades('Hyundai Creta'),
  'autofurnish-magnetic-sun-shades-nexon': sunShades('Tata Nexon'),
  'autofurnish-magnetic-sun-shades-seltos': sunShades('Kia Seltos'),
  'autofurnish-magnetic-sun-shades-city': sunShades('Honda City'),
  'autofurnish-magnetic-sun-shades-xuv700': sunShades('Mahindra XUV700', true),
};
