import type { ProductTexts } from '../types';

interface TyreText {
  /** Brand and pattern as the brand writes them, e.g. 'MRF ZVTV'. */
  name: string;
  size: string;
  load: string;
  speed: string;
  bike?: boolean;
  tube?: boolean;
  /** The one sentence of the English `note`, in Kannada. */
  note: string;
}

/** Mirrors the English tyre template in seed/products-tyres.ts. */
function tyre(t: TyreText): ProductTexts {
  const kind = t.tube ? 'ಟ್ಯೂಬ್ ಮಾದರಿಯ' : 'ಟ್ಯೂಬ್‌ಲೆಸ್';
  return {
    excerpt: `${t.size} ${t.load}${t.speed} ${kind} ಟೈರ್. ${t.note}`,
    about: `<strong>${t.name}</strong> ${t.size} ಗಾತ್ರದಲ್ಲಿ, ಭಾರತದ ರಸ್ತೆಗಳಿಗಾಗಿ ತಯಾರಾದ ${t.bike ? 'ದ್ವಿಚಕ್ರ ವಾಹನದ' : 'ಪ್ಯಾಸೆಂಜರ್ ಕಾರ್'} ಟೈರ್. ${t.note}`,
    points: [
      `ಲೋಡ್ ಇಂಡೆಕ್ಸ್ ${t.load}, ಸ್ಪೀಡ್ ರೇಟಿಂಗ್ ${t.speed}`,
      t.tube ? 'ಟ್ಯೂಬ್ ಮಾದರಿಯ ರಚನೆ, ಟ್ಯೂಬ್ ಪ್ರತ್ಯೇಕವಾಗಿ ಮಾರಾಟ' : 'ಟ್ಯೂಬ್‌ಲೆಸ್: ಪಂಕ್ಚರ್ ಆದರೂ ಗಾಳಿ ನಿಧಾನವಾಗಿ ಇಳಿಯುತ್ತದೆ, ರಿಪೇರಿ ಸುಲಭ',
      t.bike
        ? '40+ ನಗರಗಳ ನಮ್ಮ ಪಾಲುದಾರ ಟೈರ್ ಅಂಗಡಿಗಳಲ್ಲಿ ಅಳವಡಿಕೆ'
        : '40+ ನಗರಗಳ ನಮ್ಮ ಪಾಲುದಾರ ಟೈರ್ ಅಂಗಡಿಗಳಲ್ಲಿ ಉಚಿತ ಅಳವಡಿಕೆ ಮತ್ತು ಬ್ಯಾಲೆನ್ಸಿಂಗ್',
    ],
    warranty: 'ತಯಾರಾದ ದಿನಾಂಕದಿಂದ 5 ವರ್ಷಗಳ ತಯಾರಿಕಾ ವಾರಂಟಿ',
  };
}

/** Kannada texts of tyres, inflators and wheel accessories (seed/products-tyres.ts). */
export const TYRES_TEXTS: Record<string, ProductTexts> = {
  'mrf-zvtv-185-65-r15': tyre({
    name: 'MRF ZVTV',
    size: '185/65 R15',
    load: '88',
    speed: 'H',
    note: 'ಹ್ಯಾಚ್‌ಬ್ಯಾಕ್ ಮತ್ತು ಸೆಡಾನ್‌ಗಳಿಗೆ ಸದ್ದಿಲ್ಲದ, ದೀರ್ಘ ಬಾಳಿಕೆಯ ಟ್ರೆಡ್.',
  }),
  'ceat-securadrive-205-65-r16': tyre({
    name: 'CEAT SecuraDrive',
    size: '205/65 R16',
    load: '95',
    speed: 'H',
    note: 'ಕಾಂಪ್ಯಾಕ್ಟ್ SUV ಗಳಿಗೆ ಒದ್ದೆ ರಸ್ತೆಯಲ್ಲೂ ವಿಶ್ವಾಸದ ಬ್ರೇಕಿಂಗ್ ಮತ್ತು ಆರಾಮದಾಯಕ ಸವಾರಿ.',
  }),
  'apollo-alnac-4g-195-55-r16': tyre({
    name: 'Apollo Alnac 4G',
    size: '195/55 R16',
    load: '87',
    speed: 'V',
    note: 'ಉತ್ತಮ ಇಂಧನ ಉಳಿತಾಯದೊಂದಿಗೆ ಸ್ಪೋರ್ಟಿ ಹ್ಯಾಂಡ್ಲಿಂಗ್.',
  }),
  'michelin-primacy-4-st-215-60-r16': tyre({
    name: 'Michelin Primacy 4 ST',
    size: '215/60 R16',
    load: '99',
    speed: 'V',
    note: 'ಸವೆದಂತೆಯೂ ಸುರಕ್ಷಿತವಾಗಿರುವ ಪ್ರೀಮಿಯಂ ಆರಾಮದ ಟೈರ್.',
  }),
  'bridgestone-ecopia-ep150-185-55-r16': tyre({
    name: 'Bridgestone Ecopia EP150',
    size: '185/55 R16',
    load: '83',
    speed: 'V',
    note: 'ಕಡಿಮೆ ರೋಲಿಂಗ್ ರೆಸಿಸ್ಟೆನ್ಸ್, ಹೆಚ್ಚು ಮೈಲೇಜ್.',
  }),
  'mrf-wanderer-street-235-65-r17': tyre({
    name: 'MRF Wanderer Street',
    size: '235/65 R17',
    load: '104',
    speed: 'H',
    note: 'ದೊಡ್ಡ SUV ಗಳಿಗೆ ಗಟ್ಟಿಯಾದ ಸೈಡ್‌ವಾಲ್ ಇರುವ ಹೈವೇ ಟೈರ್.',
  }),
  'apollo-apterra-ht2-215-55-r17': tyre({
    name: 'Apollo Apterra HT2',
    size: '215/55 R17',
    load: '94',
    speed: 'V',
    note: 'ಕುಟುಂಬದ MPV ಗಳಿಗೆ ಸರಾಗ ಮತ್ತು ಸದ್ದಿಲ್ಲದ ಪ್ರಯಾಣ.',
  }),
  'ceat-crossdrive-at-255-60-r18': tyre({
    name: 'CEAT CrossDrive AT',
    size: '255/60 R18',
    load: '112',
    speed: 'H',
    note: 'ಡಾಂಬರು ರಸ್ತೆ ಮತ್ತು ಹಗುರ ಆಫ್-ರೋಡ್‌ಗೆ ಆಲ್-ಟೆರೇನ್ ಟ್ರೆಡ್.',
  }),
  'bridgestone-turanza-t005a-195-60-r16': tyre({
    name: 'Bridgestone Turanza T005A',
    size: '195/60 R16',
    load: '89',
    speed: 'H',
    note: 'ಒದ್ದೆ ರಸ್ತೆಯಲ್ಲಿ ಕಡಿಮೆ ಬ್ರೇಕಿಂಗ್ ದೂರ.',
  }),
  'mrf-nylogrip-plus-2-75-18-front-rear': tyre({
    name: 'MRF Nylogrip Plus',
    size: '2.75-18',
    load: '42',
    speed: 'P',
    bike: true,
    tube: true,
    note: 'ಭಾರತದ ಪ್ರಯಾಣಿಕರ ಮೆಚ್ಚಿನ ಟೈರ್.',
  }),
  'ceat-zoom-rad-120-80-17-rear': tyre({
    name: 'CEAT Zoom Rad',
    size: '120/80-17',
    load: '61',
    speed: 'P',
    bike: true,
    note: '150–200 cc ಮೋಟಾರ್‌ಸೈಕಲ್‌ಗಳಿಗೆ ರೇಡಿಯಲ್ ಹಿಡಿತ.',
  }),
  'tvs-eurogrip-protorq-90-90-12-front-rear': tyre({
    name: 'TVS Eurogrip Protorq',
    size: '90/90-12',
    load: '54',
    speed: 'J',
    bike: true,
    note: 'ನಿಂತು-ಸಾಗುವ ನಗರ ಟ್ರಾಫಿಕ್‌ನ ಸ್ಕೂಟರ್‌ಗಳಿಗಾಗಿ ತಯಾರಿಸಲಾಗಿದೆ.',
  }),
  'apollo-actizip-r5-140-60-r17-rear': tyre({
    name: 'Apollo Actizip R5',
    size: '140/60 R17',
    load: '63',
    speed: 'P',
    bike: true,
    note: 'ಸ್ಪೋರ್ಟಿ ಪ್ರಯಾಣಿಕ ಬೈಕ್‌ಗಳಿಗೆ ಅಗಲವಾದ ರೇಡಿಯಲ್ ಹಿಂದಿನ ಟೈರ್.',
  }),
  'tvs-eurogrip-smart-ev-110-70-12-front-rear': tyre({
    name: 'TVS Eurogrip Smart EV',
    size: '110/70-12',
    load: '47',
    speed: 'J',
    bike: true,
    note: 'ಎಲೆಕ್ಟ್ರಿಕ್ ಸ್ಕೂಟರ್‌ಗಳ ರೇಂಜ್ ಹೆಚ್ಚಿಸುವ ಕಡಿಮೆ ರೋಲಿಂಗ್ ರೆಸಿಸ್ಟೆನ್ಸ್ ಕಾಂಪೌಂಡ್.',
  }),
  'ceat-gripp-xl-100-80-12-rear': tyre({
    name: 'CEAT Gripp XL',
    size: '100/80-12',
    load: '56',
    speed: 'J',
    bike: true,
    note: 'ಉತ್ತಮ ಹಿಡಿತದ ಸ್ಕೂಟರ್ ಟೈರ್, Ather 450X ಗೆ ಜನಪ್ರಿಯ ಆಯ್ಕೆ.',
  }),
  'mrf-nylorex-120-80-18-rear': tyre({
    name: 'MRF Nylorex',
    size: '120/80-18',
    load: '62',
    speed: 'P',
    bike: true,
    tube: true,
    note: 'Royal Enfield ಕ್ರೂಸರ್‌ಗಳಿಗೆ ದೀರ್ಘ ಬಾಳಿಕೆಯ ಹಿಂದಿನ ಟೈರ್.',
  }),
  'bergmann-sportsman-digital-tyre-inflator': {
    excerpt: 'ಪ್ರೆಶರ್ ಹೊಂದಿಸಿ, ಸ್ಟಾರ್ಟ್ ಒತ್ತಿ: ಕಾರು ಮತ್ತು ಬೈಕ್‌ಗಳಿಗೆ ಆಟೋ ಕಟ್-ಆಫ್ ಡಿಜಿಟಲ್ ಇನ್‌ಫ್ಲೇಟರ್.',
    about: '<strong>Bergmann Sportsman</strong> 12V ಸಾಕೆಟ್‌ಗೆ ಪ್ಲಗ್ ಆಗುತ್ತದೆ ಮತ್ತು ನೀವು ಹೊಂದಿಸಿದ ಪ್ರೆಶರ್ ತಲುಪಿದಾಗ ತಾನಾಗಿಯೇ ನಿಲ್ಲುತ್ತದೆ.',
    points: ['PSI, BAR ಮತ್ತು kPa ಯಲ್ಲಿ ಡಿಜಿಟಲ್ ಗೇಜ್', 'ಒಳಗೇ LED ಟಾರ್ಚ್', 'ಬಾಲ್ ಮತ್ತು ಸೈಕಲ್ ಟೈರ್‌ಗಳಿಗೆ ಅಡಾಪ್ಟರ್‌ಗಳು'],
    warranty: '12 ತಿಂಗಳು',
  },
  'bosch-easypump-cordless-inflator': {
    excerpt: 'USB-C ಚಾರ್ಜಿಂಗ್ ಇರುವ, ಜೇಬಿನ ಗಾತ್ರದ ರೀಚಾರ್ಜೆಬಲ್ ಇನ್‌ಫ್ಲೇಟರ್.',
    about: '<strong>Bosch EasyPump</strong> ಕಾರು, ಸ್ಕೂಟರ್ ಮತ್ತು ಸೈಕಲ್ ಟೈರ್‌ಗಳಿಗೆ ಎಲ್ಲಿ ಬೇಕಾದರೂ ಗಾಳಿ ತುಂಬಿಸುತ್ತದೆ, ಕೇಬಲ್ ಬೇಕಿಲ್ಲ.',
    points: ['3.6 V ಲಿಥಿಯಮ್ ಬ್ಯಾಟರಿ, USB-C', 'ಮೊದಲೇ ಹೊಂದಿಸಿದ ಪ್ರೆಶರ್‌ನಲ್ಲಿ ತಾನಾಗಿಯೇ ನಿಲ್ಲುತ್ತದೆ', 'ಗ್ಲೋವ್‌ಬಾಕ್ಸ್‌ನಲ್ಲಿ ಹಿಡಿಸುತ್ತದೆ'],
    warranty: '24 ತಿಂಗಳು',
  },
  'autofurnish-tubeless-puncture-repair-kit': {
    excerpt: 'ಟ್ಯೂಬ್‌ಲೆಸ್ ಪಂಕ್ಚರ್ ಅನ್ನು ರಸ್ತೆಬದಿಯಲ್ಲೇ ಹತ್ತು ನಿಮಿಷದಲ್ಲಿ ಸರಿಪಡಿಸಿ.',
    about: 'ಚಕ್ರ ತೆಗೆಯದೆಯೇ ಕಾರು ಅಥವಾ ಬೈಕ್‌ನ <strong>ಟ್ಯೂಬ್‌ಲೆಸ್ ಟೈರ್ ಪಂಕ್ಚರ್</strong> ಮುಚ್ಚಲು ಬೇಕಾದ ಎಲ್ಲವೂ.',
    points: ['T-ಹ್ಯಾಂಡಲ್ ರೀಮರ್ ಮತ್ತು ಇನ್ಸರ್ಶನ್ ಟೂಲ್', '10 ರಬ್ಬರ್ ಸ್ಟ್ರಿಪ್‌ಗಳು ಮತ್ತು ಸಿಮೆಂಟ್', 'ಚಿಕ್ಕ ಸ್ಟೋರೇಜ್ ಕೇಸ್'],
  },
  'autofurnish-15-inch-wheel-covers-maruti-baleno': {
    excerpt: 'ಸ್ಪೋರ್ಟಿ ಮಲ್ಟಿ-ಸ್ಪೋಕ್ ವಿನ್ಯಾಸದ 4 ABS ವೀಲ್ ಕ್ಯಾಪ್‌ಗಳ ಸೆಟ್.',
    about: 'ಭದ್ರವಾಗಿ ಕ್ಲಿಪ್ ಆಗುವ <strong>15-ಇಂಚ್ ABS ವೀಲ್ ಕವರ್‌ಗಳಿಂದ</strong> ಸ್ಟೀಲ್ ಚಕ್ರಗಳಿಗೆ ಅಲಾಯ್ ನೋಟ ನೀಡಿ.',
    points: ['4 ರ ಸೆಟ್', 'ಏಟು ತಡೆದುಕೊಳ್ಳುವ ABS ಪ್ಲಾಸ್ಟಿಕ್', 'ರಿಟೈನಿಂಗ್ ರಿಂಗ್ ಸೇರಿದೆ'],
  },
  'bergmann-digital-tyre-pressure-gauge': {
    excerpt: '0.5 PSI ವರೆಗೆ ನಿಖರವಾದ, ಬ್ಯಾಕ್‌ಲಿಟ್ ಡಿಜಿಟಲ್ ಗೇಜ್.',
    about: 'ಈ <strong>ಬ್ಯಾಕ್‌ಲಿಟ್ ಡಿಜಿಟಲ್ ಗೇಜ್‌ನಿಂದ</strong> ದೂರ ಪ್ರಯಾಣಕ್ಕೆ ಮೊದಲು ಟೈರ್ ಪ್ರೆಶರ್ ಪರಿಶೀಲಿಸಿ.',
    points: ['3–150 PSI ಓದುತ್ತದೆ', 'ತಾನಾಗಿಯೇ ಆಫ್ ಆಗುತ್ತದೆ', 'ಬ್ಯಾಟರಿ ಸೇರಿದೆ'],
  },
};
