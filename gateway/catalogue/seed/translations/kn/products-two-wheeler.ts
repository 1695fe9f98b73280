import type { ProductTexts } from '../types';

/** Mirrors the English chain-kit template in seed/products-two-wheeler.ts. */
function chainKit(model: string, teeth: string, oRing = false): ProductTexts {
  return {
    excerpt: `${model} ಗಾಗಿ ಚೈನ್, ಮುಂದಿನ ಮತ್ತು ಹಿಂದಿನ ಸ್ಪ್ರಾಕೆಟ್ ಸೆಟ್ (${teeth}).`,
    about:
      'Rolon ಭಾರತದ ಬೈಕ್ ತಯಾರಕರಿಗೆ <strong>OE ಚೈನ್ ಪೂರೈಕೆದಾರ</strong>. ಸರಾಗ, ಸದ್ದಿಲ್ಲದ ಚಾಲನೆಗಾಗಿ ಈ ಕಿಟ್ ಚೈನ್ ಮತ್ತು ಎರಡೂ ಸ್ಪ್ರಾಕೆಟ್‌ಗಳನ್ನು ಒಟ್ಟಿಗೆ ಬದಲಿಸುತ್ತದೆ.',
    points: [
      `ಹಲ್ಲುಗಳು ಮತ್ತು ಲಿಂಕ್‌ಗಳು: ${teeth}`,
      oRing ? 'ಸೀಲ್ಡ್ O-ರಿಂಗ್ ಚೈನ್ 30,000 km ವರೆಗೆ ಬಾಳುತ್ತದೆ' : 'ದೀರ್ಘ ಬಾಳಿಕೆಗೆ ಶಾಖ-ಸಂಸ್ಕರಿಸಿದ ಸ್ಪ್ರಾಕೆಟ್‌ಗಳು',
      'ಚೈನ್ ಮತ್ತು ಸ್ಪ್ರಾಕೆಟ್‌ಗಳನ್ನು ಯಾವಾಗಲೂ ಒಟ್ಟಿಗೆ ಬದಲಿಸಿ',
    ],
    warranty: '6 ತಿಂಗಳು ಅಥವಾ 10,000 km',
  };
}

const HELMET_TYPES = {
  full: 'ಫುಲ್ ಫೇಸ್',
  modular: 'ಮಾಡ್ಯುಲರ್',
  open: 'ಓಪನ್ ಫೇಸ್',
  motocross: 'ಮೋಟೋಕ್ರಾಸ್',
} as const;

/** Mirrors the English helmet template in seed/products-two-wheeler.ts. */
function helmet(name: string, type: keyof typeof HELMET_TYPES, note: string, cert = 'ISI'): ProductTexts {
  const kind = HELMET_TYPES[type];
  return {
    excerpt: `${cert} ಪ್ರಮಾಣಿತ ${kind} ಹೆಲ್ಮೆಟ್. ${note}`,
    about: `<strong>${name}</strong> EPS ಲೈನರ್ ಮತ್ತು ${cert} ಪ್ರಮಾಣೀಕರಣ ಇರುವ ${kind} ಹೆಲ್ಮೆಟ್. ${note}`,
    points: [
      'ಹೆಚ್ಚು ಏಟು ತಡೆಯುವ ABS / ಥರ್ಮೋಪ್ಲಾಸ್ಟಿಕ್ ಶೆಲ್',
      'ತೆಗೆದು ತೊಳೆಯಬಹುದಾದ ಪ್ಯಾಡಿಂಗ್',
      'ಬೇಗ ಬಿಚ್ಚುವ ಗಲ್ಲದ ಪಟ್ಟಿ',
      'ಗಾತ್ರ ಆಯ್ಕೆಮಾಡಲು ಹುಬ್ಬಿನ ಸ್ವಲ್ಪ ಮೇಲೆ ತಲೆಯ ಸುತ್ತಳತೆ ಅಳೆಯಿರಿ',
    ],
    warranty: 'ತಯಾರಿಕಾ ದೋಷಗಳ ವಿರುದ್ಧ 6 ತಿಂಗಳು',
  };
}

/** Kannada texts of two-wheeler parts, riding gear and EV charging (seed/products-two-wheeler.ts). */
export const TWO_WHEELER_TEXTS: Record<string, ProductTexts> = {
  'rolon-chain-sprocket-kit-splendor-plus': chainKit('Hero Splendor Plus', '14T / 44T / 100 ಲಿಂಕ್‌ಗಳು'),
  'rolon-chain-sprocket-kit-pulsar-150': chainKit('Bajaj Pulsar 150', '14T / 42T / 128 ಲಿಂಕ್‌ಗಳು'),
  'rolon-chain-sprocket-kit-classic-350': chainKit('Royal Enfield Classic 350', '15T / 38T / 104 ಲಿಂಕ್‌ಗಳು', true),
  'rolon-chain-sprocket-kit-fz-s': chainKit('Yamaha FZ-S', '14T / 45T / 118 ಲಿಂಕ್‌ಗಳು'),
  'endurance-clutch-plate-set-tvs-apache-rtr-160': {
    excerpt: 'Apache RTR 160 ಯ ವೆಟ್ ಕ್ಲಚ್‌ಗೆ 5 ಫ್ರಿಕ್ಷನ್ ಪ್ಲೇಟ್‌ಗಳ ಸೆಟ್.',
    about: 'ಕ್ಲಚ್ ಜಾರುತ್ತಿದೆಯೇ? ಹೊಸ <strong>ಕಾರ್ಕ್-ಕಾಂಪೋಸಿಟ್ ಫ್ರಿಕ್ಷನ್ ಪ್ಲೇಟ್‌ಗಳ</strong> ಸೆಟ್ ಪ್ರತಿ ಗೇರ್‌ನಲ್ಲೂ ಎಳೆತವನ್ನು ಮರಳಿ ತರುತ್ತದೆ.',
    points: ['5 ಫ್ರಿಕ್ಷನ್ ಪ್ಲೇಟ್‌ಗಳ ಸೆಟ್', 'ಅಳವಡಿಸುವ ಮೊದಲು ಎಂಜಿನ್ ಆಯಿಲ್‌ನಲ್ಲಿ ನೆನೆಸಿ', 'ವರ್ಕ್‌ಶಾಪ್‌ನಲ್ಲಿ ಅಳವಡಿಸುವುದು ಉತ್ತಮ'],
  },
  'endurance-clutch-plate-set-bajaj-pulsar-150': {
    excerpt: 'Bajaj ನ ಕ್ಲಚ್ ಪೂರೈಕೆದಾರರಿಂದ OE ಫ್ರಿಕ್ಷನ್ ಪ್ಲೇಟ್‌ಗಳು.',
    about: 'Pulsar ನ <strong>ಮೂಲ ಕ್ಲಚ್</strong> ಅನ್ನು Endurance ತಯಾರಿಸುತ್ತದೆ: ಅದೇ ಫಿಟ್, ಅದೇ ಅನುಭವ.',
    points: ['5 ಫ್ರಿಕ್ಷನ್ ಪ್ಲೇಟ್‌ಗಳ ಸೆಟ್', 'ಸರಾಗ ಕ್ಲಚ್', 'ದೀರ್ಘ ಬಾಳಿಕೆ'],
  },
  'tvs-girling-rear-brake-shoe-hero-splendor-plus': {
    excerpt: 'ಆಸ್ಬೆಸ್ಟಸ್ ಇಲ್ಲದ ಹಿಂದಿನ ಡ್ರಮ್ ಬ್ರೇಕ್ ಶೂಗಳು.',
    about: 'Splendor Plus ನ 130 mm ಹಿಂದಿನ ಡ್ರಮ್‌ಗೆ ಸ್ಪ್ರಿಂಗ್‌ಗಳ ಜೊತೆ <strong>ಡ್ರಮ್ ಬ್ರೇಕ್ ಶೂಗಳು</strong>.',
    points: ['ಸ್ಪ್ರಿಂಗ್‌ಗಳ ಜೊತೆ ಒಂದು ಜೋಡಿ ಶೂ', 'ಕ್ರಮೇಣ ಹೆಚ್ಚುವ ಬ್ರೇಕಿಂಗ್ ಅನುಭವ', 'ಸುಲಭ ಅಳವಡಿಕೆ'],
  },
  'steelbird-sba-1-full-face-helmet': helmet(
    'Steelbird SBA-1 Full Face Helmet',
    'full',
    'ದಿನನಿತ್ಯದ ಪ್ರಯಾಣಿಕರ ಮೆಚ್ಚಿನ ಹೆಲ್ಮೆಟ್, ಗೀರು ನಿರೋಧಕ ಸ್ಪಷ್ಟ ವೈಸರ್‌ನೊಂದಿಗೆ.',
  ),
  'steelbird-sba-7-flip-up-helmet': helmet(
    'Steelbird SBA-7 Flip-Up Helmet',
    'modular',
    'ಸಿಗ್ನಲ್‌ಗಳಲ್ಲಿ ಹೆಲ್ಮೆಟ್ ತೆಗೆಯದೆಯೇ ಗಲ್ಲದ ಭಾಗವನ್ನು ಮೇಲಕ್ಕೆತ್ತಿ.',
  ),
  'steelbird-sbh-11-zoom-open-face-helmet': helmet(
    'Steelbird SBH-11 Zoom Open Face Helmet',
    'open',
    'ನಗರದ ಸ್ಕೂಟರ್ ಸವಾರಿಗೆ ಹಗುರ ಮತ್ತು ಗಾಳಿಯಾಡುವಂಥದ್ದು.',
  ),
  'vega-crux-open-face-helmet': helmet('Vega Crux Open Face Helmet', 'open', 'ಎಲ್ಲ ವಯಸ್ಸಿನ ಸವಾರರಿಗೆ ಒಪ್ಪುವ ಕಾಂಪ್ಯಾಕ್ಟ್ ಶೆಲ್.'),
  'vega-off-road-dv-helmet': helmet(
    'Vega Off Road D/V Motocross Helmet',
    'motocross',
    'ಟ್ರೇಲ್‌ಗಳಿಗೆ ಪೀಕ್ ವೈಸರ್ ಮತ್ತು ಅಗಲವಾದ ಕಣ್ಣಿನ ಭಾಗ; ಒಳಗೇ ಸನ್ ವೈಸರ್.',
  ),
  'studds-shifter-d6-decor-full-face-helmet': helmet(
    'Studds Shifter D6 Decor Full Face Helmet',
    'full',
    'ಸ್ಪೋರ್ಟಿ ಗ್ರಾಫಿಕ್ಸ್, ವಿಂಡ್-ಟನಲ್‌ನಲ್ಲಿ ಪರೀಕ್ಷಿಸಿದ ವೆಂಟ್‌ಗಳು.',
  ),
  'studds-ninja-3g-flip-up-helmet': helmet(
    'Studds Ninja 3G Flip-Up Helmet',
    'modular',
    'ಡ್ಯುಯಲ್-ವೈಸರ್ ಆಯ್ಕೆ ಇರುವ ಪ್ರಾಯೋಗಿಕ ಮಾಡ್ಯುಲರ್ ಹೆಲ್ಮೆಟ್.',
  ),
  'steelbird-sa-2-aeronautics-dot-helmet': helmet(
    'Steelbird SA-2 Aeronautics DOT Full Face Helmet',
    'full',
    'ಫೈಬರ್‌ಗ್ಲಾಸ್ ಬಲವರ್ಧಿತ ಶೆಲ್ ಮತ್ತು Pinlock-ಸಿದ್ಧ ವೈಸರ್.',
    'ISI + DOT',
  ),
  'rynox-air-gt-4-riding-jacket': {
    excerpt: 'ಭಾರತದ ಬೇಸಿಗೆಗೆ ಗಾಳಿಯಾಡುವ ಮೆಶ್ ಜಾಕೆಟ್‌ನಲ್ಲಿ Level 2 CE ಆರ್ಮರ್.',
    about: '<strong>Rynox Air GT 4</strong> ದೊಡ್ಡ ಮೆಶ್ ಪ್ಯಾನೆಲ್‌ಗಳಿಂದ ಗಾಳಿ ಹರಿಸುತ್ತದೆ, CE ಆರ್ಮರ್ ಭುಜ, ಮೊಣಕೈ ಮತ್ತು ಬೆನ್ನನ್ನು ರಕ್ಷಿಸುತ್ತದೆ.',
    points: ['CE Level 2 ಭುಜ ಮತ್ತು ಮೊಣಕೈ ಆರ್ಮರ್', 'ಬ್ಯಾಕ್ ಪ್ರೊಟೆಕ್ಟರ್ ಸೇರಿದೆ', 'ತೆಗೆಯಬಹುದಾದ ರೇನ್ ಲೈನರ್'],
    warranty: '6 ತಿಂಗಳು',
  },
  'rynox-air-gt-riding-gloves': {
    excerpt: 'ಗಟ್ಟಿಯಾದ ನಕಲ್ ರಕ್ಷಣೆ ಮತ್ತು ಟಚ್‌ಸ್ಕ್ರೀನ್ ಬೆರಳ ತುದಿಗಳಿರುವ ಮೆಶ್ ಗ್ಲೌಸ್‌ಗಳು.',
    about: '<strong>Rynox Air GT ಗ್ಲೌಸ್‌ಗಳು</strong> ದಿನನಿತ್ಯದ ಸವಾರಿಯಲ್ಲಿ ಕೈಗಳನ್ನು ತಂಪಾಗಿ, ಸುರಕ್ಷಿತವಾಗಿರಿಸುತ್ತವೆ.',
    points: ['TPU ನಕಲ್ ಗಾರ್ಡ್', 'ಅಂಗೈ ಸ್ಲೈಡರ್‌ಗಳು', 'ಟಚ್‌ಸ್ಕ್ರೀನ್ ಬಳಸಬಹುದಾದ ಬೆರಳ ತುದಿ'],
  },
  'rynox-aquaduct-rain-suit': {
    excerpt: 'ಮಳೆಗಾಲದ ಪ್ರಯಾಣಕ್ಕೆ ಪೂರ್ತಿ ಸೀಮ್-ಸೀಲ್ಡ್ ರೇನ್ ಸೂಟ್.',
    about: 'ಆಫೀಸ್ ಬಟ್ಟೆಯ ಮೇಲೆಯೇ <strong>Aquaduct ರೇನ್ ಸೂಟ್</strong> ಧರಿಸಿ, ಒಣಗಿಯೇ ತಲುಪಿ.',
    points: ['ಸೀಮ್-ಸೀಲ್ಡ್, 10,000 mm ವಾಟರ್‌ಪ್ರೂಫ್', 'ಹೊಳೆಯುವ ಪ್ಯಾನೆಲ್‌ಗಳು', 'ತನ್ನದೇ ಚೀಲದಲ್ಲಿ ಮಡಚಿಡಬಹುದು'],
  },
  'steelbird-sb-1-full-finger-riding-gloves': {
    excerpt: 'ಪ್ರಯಾಣಿಕರು ಮತ್ತು ಸ್ಕೂಟರ್ ಸವಾರರಿಗೆ ಕೈಗೆಟುಕುವ ಪ್ಯಾಡ್ ಇರುವ ಗ್ಲೌಸ್‌ಗಳು.',
    about: '<strong>Steelbird SB-1 ಗ್ಲೌಸ್‌ಗಳು</strong> ದಿನನಿತ್ಯದ ಸವಾರಿಗೆ ಹಿಡಿತ ಮತ್ತು ಮೂಲ ರಕ್ಷಣೆ ನೀಡುತ್ತವೆ.',
    points: ['ಪ್ಯಾಡ್ ಇರುವ ನಕಲ್‌ಗಳು', 'ಜಾರದ ಅಂಗೈ', 'ಗಾಳಿಯಾಡುವ ಹಿಂಭಾಗ'],
  },
  'exicom-spin-air-7-4kw-ac-wall-charger': {
    excerpt: 'ಆ್ಯಪ್ ನಿಯಂತ್ರಣ ಇರುವ ಮನೆಯ ವಾಲ್ ಚಾರ್ಜರ್; Nexon EV ಅನ್ನು ರಾತ್ರಿಯಿಡೀ ಚಾರ್ಜ್ ಮಾಡುತ್ತದೆ.',
    about:
      '<strong>Exicom Spin Air</strong> 7.4 kW ಚಾರ್ಜರ್ ಭಾರತದಲ್ಲೇ ತಯಾರಾಗಿದೆ ಮತ್ತು ಎಲ್ಲ Type 2 ಎಲೆಕ್ಟ್ರಿಕ್ ಕಾರುಗಳ ಜೊತೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
    points: [
      '7.4 kW ಸಿಂಗಲ್-ಫೇಸ್, 32 A',
      'Wi-Fi ಮತ್ತು Bluetooth ಆ್ಯಪ್‌ನಲ್ಲಿ ಚಾರ್ಜಿಂಗ್ ವೇಳಾಪಟ್ಟಿ',
      '5 m ಕೇಬಲ್ ಸೇರಿದೆ; ಅಳವಡಿಕೆಯನ್ನು ಪ್ರತ್ಯೇಕವಾಗಿ ಬುಕ್ ಮಾಡಿ',
    ],
    warranty: '24 ತಿಂಗಳು',
  },
  'bosch-type-2-ev-charging-cable-5m': {
    excerpt: 'ಸಾರ್ವಜನಿಕ AC ಚಾರ್ಜರ್‌ಗಳಿಗೆ Mode 3 ಕೇಬಲ್, 22 kW ವರೆಗೆ.',
    about: 'ಮಾಲ್ ಮತ್ತು ಆಫೀಸ್‌ಗಳ ಸಾರ್ವಜನಿಕ AC ಚಾರ್ಜ್ ಪಾಯಿಂಟ್‌ಗಳಿಗೆ ಗಟ್ಟಿಮುಟ್ಟಾದ <strong>Mode 3 ಚಾರ್ಜಿಂಗ್ ಕೇಬಲ್</strong>.',
    points: ['32 A, 3-ಫೇಸ್, 22 kW ವರೆಗೆ', 'IP54 ಕನೆಕ್ಟರ್‌ಗಳು', 'ಕ್ಯಾರಿ ಬ್ಯಾಗ್ ಸೇರಿದೆ'],
    warranty: '24 ತಿಂಗಳು',
  },
  'exicom-3-3kw-portable-ev-charger-nexon-ev': {
    excerpt: 'ಮನೆಯಲ್ಲಿ ಅಥವಾ ಪ್ರಯಾಣದಲ್ಲಿ ಯಾವುದೇ 15 A ಸಾಕೆಟ್‌ನಿಂದ ಚಾರ್ಜ್ ಮಾಡಿ.',
    about: 'ಈ <strong>ಪೋರ್ಟಬಲ್ ಚಾರ್ಜರ್</strong> ಅನ್ನು ಸಾಮಾನ್ಯ 15 A ಸಾಕೆಟ್‌ಗೆ ಪ್ಲಗ್ ಮಾಡಿ: Nexon EV ಪೂರ್ತಿ ಚಾರ್ಜ್ ಆಗಲು ಸುಮಾರು 10–12 ಗಂಟೆ.',
    points: ['15 A ಸಾಕೆಟ್‌ನಿಂದ 3.3 kW', 'ಅರ್ಥ್-ಲೀಕೇಜ್ ಮತ್ತು ಅತಿ-ತಾಪಮಾನ ರಕ್ಷಣೆ', 'ಕ್ಯಾರಿ ಕೇಸ್ ಸೇರಿದೆ'],
    warranty: '12 ತಿಂಗಳು',
  },
  'ather-portable-charger-450x': {
    excerpt: 'ಅಧಿಕೃತ ಪೋರ್ಟಬಲ್ ಚಾರ್ಜರ್: ನಿಮ್ಮ 450X ಅನ್ನು ಯಾವುದೇ 5 A ಸಾಕೆಟ್‌ನಿಂದ ಚಾರ್ಜ್ ಮಾಡಿ.',
    about: 'ಅಧಿಕೃತ <strong>Ather ಪೋರ್ಟಬಲ್ ಚಾರ್ಜರ್</strong> ಸೀಟಿನ ಕೆಳಗೆ ಹಿಡಿಸುತ್ತದೆ, ಎಲ್ಲಿ ಬೇಕಾದರೂ ಚಾರ್ಜ್ ಮಾಡಬಹುದು.',
    points: ['ಮನೆಯ 5 A ಸಾಕೆಟ್‌ಗಳಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತದೆ', 'ಸೀಟಿನ ಕೆಳಗಿನ ಸ್ಟೋರೇಜ್‌ನಲ್ಲಿ ಹಿಡಿಸುತ್ತದೆ', 'LED ಚಾರ್ಜ್ ಸ್ಥಿತಿ'],
    warranty: '12 ತಿಂಗಳು',
  },
  'ather-scooter-cover-450x': {
    excerpt: 'ಚಾರ್ಜಿಂಗ್ ಪೋರ್ಟ್ ಫ್ಲ್ಯಾಪ್ ಇರುವ, ಅಳತೆಗೆ ಹೊಲಿದ ಕವರ್.',
    about: 'ಜಿಪ್ ಫ್ಲ್ಯಾಪ್ ಇರುವ <strong>Ather ವಿನ್ಯಾಸದ ಕವರ್</strong>: ಕವರ್ ತೆಗೆಯದೆಯೇ ಸ್ಕೂಟರ್ ಚಾರ್ಜ್ ಮಾಡಬಹುದು.',
    points: ['ವಾಟರ್‌ಪ್ರೂಫ್ ಮತ್ತು UV ನಿರೋಧಕ', 'ಚಾರ್ಜಿಂಗ್ ಫ್ಲ್ಯಾಪ್', 'ಸ್ಟೋರೇಜ್ ಚೀಲ'],
  },
  'bosch-ev-cable-storage-bag': {
    excerpt: 'ಚಾರ್ಜಿಂಗ್ ಕೇಬಲ್‌ಗಳನ್ನು ಸ್ವಚ್ಛವಾಗಿ, ಡಿಕ್ಕಿಯನ್ನು ಅಚ್ಚುಕಟ್ಟಾಗಿ ಇರಿಸುತ್ತದೆ.',
    about: 'ಡಿಕ್ಕಿ ಅಥವಾ ಫ್ರಂಕ್‌ನಲ್ಲಿ ಅಲುಗಾಡದಂತೆ Velcro ತಳ ಇರುವ, ಪ್ಯಾಡ್ ಮಾಡಿದ <strong>ಕೇಬಲ್ ಬ್ಯಾಗ್</strong>.',
    points: ['7.5 m ವರೆಗಿನ ಕೇಬಲ್‌ಗಳಿಗೆ', 'ನೀರು ನಿರೋಧಕ ಬಟ್ಟೆ', 'ಹಿಡಿಕೆ'],
  },
  'exicom-ola-s1-pro-fast-charger-cable': {
    excerpt: 'Ola S1 Pro ಗಾಗಿ ಬದಲಿ ಮನೆಯ ಚಾರ್ಜಿಂಗ್ ಕೇಬಲ್.',
    about: 'Ola S1 Pro ಯ ಆಫ್-ಬೋರ್ಡ್ ಚಾರ್ಜರ್‌ಗೆ ದಪ್ಪ ತಂತಿಯ <strong>ಬದಲಿ ಚಾರ್ಜಿಂಗ್ ಕೇಬಲ್</strong>.',
    points: ['1.8 m ಉದ್ದ', 'ಮೋಲ್ಡ್ ಮಾಡಿದ 15 A ಪ್ಲಗ್', 'ಬೆಂಕಿ ನಿರೋಧಕ ಹೊದಿಕೆ'],
  },
};
