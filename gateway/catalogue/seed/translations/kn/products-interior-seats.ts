import type { ProductTexts } from '../types';

type Style = 'cruze' | 'diamond' | 'breathe';

const SEAT_STYLES: Record<Style, { line: string; material: string }> = {
  cruze: { line: 'Cruze Leatherette', material: 'PU ಲೆದರೆಟ್' },
  diamond: { line: 'Diamond Quilted', material: '8 mm ಫೋಮ್ ಇರುವ PU ಲೆದರ್' },
  breathe: { line: 'Breathe Fabric', material: 'ಗಾಳಿಯಾಡುವ ಜಾಕ್ವಾರ್ಡ್ ಬಟ್ಟೆ' },
};

/** Mirrors the English seat-cover template in seed/products-interior-seats.ts. */
function seatCover(model: string, style: Style, seven = false): ProductTexts {
  const { line, material } = SEAT_STYLES[style];
  return {
    excerpt: `ಕಾರಿಗೆ ಸರಿಯಾಗಿ ಹೊಂದುವ ${material} ಸೀಟ್ ಕವರ್‌ಗಳು, ${seven ? 'ಮೂರೂ ಸಾಲುಗಳಿಗೆ ಪೂರ್ಣ ಸೆಟ್' : 'ಮುಂದಿನ ಮತ್ತು ಹಿಂದಿನ ಸೀಟುಗಳ ಸೆಟ್'}, ಏರ್‌ಬ್ಯಾಗ್‌ಗೆ ಹೊಂದಿಕೊಳ್ಳುತ್ತವೆ.`,
    about: `<strong>${model}</strong> ಕಾರಿನ ಸೀಟುಗಳ ನಿಖರ ಅಳತೆಗೆ ತಯಾರಿಸಿದ ಈ ${line} ಕವರ್‌ಗಳು ಮೂಲ ಅಪ್ಹೋಲ್ಸ್ಟರಿಯನ್ನು ಕಾಪಾಡುತ್ತವೆ ಮತ್ತು ಕ್ಯಾಬಿನ್‌ಗೆ ಹೊಸ ಕಳೆ ನೀಡುತ್ತವೆ.`,
    points: [
      `${material}, ಎರಡು ಬಾರಿ ಹೊಲಿದ ಸೀಮ್‌ಗಳು`,
      'ಮುಂದಿನ ಸೀಟುಗಳಲ್ಲಿ ಸೈಡ್ ಏರ್‌ಬ್ಯಾಗ್ ತೆರೆಯಲು ಸುರಕ್ಷಿತವಾದ ಟಿಯರ್ ಸ್ಟಿಚಿಂಗ್',
      `ಹೆಡ್‌ರೆಸ್ಟ್ ಕವರ್‌ಗಳೂ ಸೇರಿ ${seven ? 7 : 5} ಸೀಟುಗಳಿಗೆ ಸಂಪೂರ್ಣ ಸೆಟ್`,
      'ಸುಮಾರು 60 ನಿಮಿಷದಲ್ಲಿ ಅಳವಡಿಕೆ; ವೀಡಿಯೊಗಳು ಸೇರಿವೆ',
    ],
    warranty: 'ಹೊಲಿಗೆ ದೋಷಗಳ ವಿರುದ್ಧ 12 ತಿಂಗಳು',
  };
}

/** Mirrors the English floor-mat template in seed/products-interior-seats.ts. */
function floorMat(model: string, sevenD: boolean): ProductTexts {
  return {
    excerpt: `ಲೇಸರ್ ಅಳತೆಯ ${sevenD ? '7D' : '3D'} ಮ್ಯಾಟ್‌ಗಳು; ಎತ್ತರಿಸಿದ ಅಂಚುಗಳು ನೀರು, ಕೆಸರು ಮತ್ತು ಮರಳನ್ನು ಹಿಡಿದಿಡುತ್ತವೆ.`,
    about: `${sevenD ? 'ಕ್ವಿಲ್ಟೆಡ್ PU ಮೇಲ್ಪದರ ಮತ್ತು ತೆಗೆಯಬಹುದಾದ ಗ್ರಾಸ್ ಕಾರ್ಪೆಟ್ ಇರುವ <strong>7D ಲಕ್ಷುರಿ ಮ್ಯಾಟ್‌ಗಳು</strong>' : 'ವಾಸನೆಯಿಲ್ಲದ TPE ಯಿಂದ ತಯಾರಾದ <strong>3D ಡೀಪ್-ಡಿಶ್ ಮ್ಯಾಟ್‌ಗಳು</strong>'}, ${model} ಕಾರಿನ ನೆಲದ ಅಳತೆಗೆ ಕತ್ತರಿಸಲಾಗಿದೆ.`,
    points: [
      'ಎತ್ತರಿಸಿದ ಅಂಚುಗಳು ಮಳೆಗಾಲದ ನೀರು ಮತ್ತು ಕೆಸರನ್ನು ಹಿಡಿದಿಡುತ್ತವೆ',
      'ಜಾರದ ತಳಭಾಗ, ಫ್ಯಾಕ್ಟರಿ ಹುಕ್‌ಗಳಿಗೆ ಕ್ಲಿಪ್ ಆಗುತ್ತದೆ',
      'ನಿಮಿಷಗಳಲ್ಲಿ ಒರೆಸಿ ಅಥವಾ ತೊಳೆದು ಸ್ವಚ್ಛಗೊಳಿಸಿ',
    ],
    warranty: '6 ತಿಂಗಳು',
  };
}

/** Kannada texts of seat covers, floor mats and cushions (seed/products-interior-seats.ts). */
export const INTERIOR_SEATS_TEXTS: Record<string, ProductTexts> = {
  'elegant-cruze-leatherette-seat-covers-swift': seatCover('Maruti Suzuki Swift', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-baleno': seatCover('Maruti Suzuki Baleno', 'diamond'),
  'elegant-breathe-fabric-seat-covers-dzire': seatCover('Maruti Suzuki Dzire', 'breathe'),
  'elegant-cruze-leatherette-seat-covers-creta': seatCover('Hyundai Creta', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-i20': seatCover('Hyundai i20', 'diamond'),
  'elegant-breathe-fabric-seat-covers-nexon': seatCover('Tata Nexon', 'breathe'),
  'elegant-cruze-leatherette-seat-covers-punch': seatCover('Tata Punch', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-xuv700': seatCover('Mahindra XUV700', 'diamond', true),
  'elegant-breathe-fabric-seat-covers-scorpio-n': seatCover('Mahindra Scorpio-N', 'breathe', true),
  'elegant-cruze-leatherette-seat-covers-city': seatCover('Honda City', 'cruze'),
  'autofurnish-diamond-quilted-seat-covers-innova-crysta': seatCover('Toyota Innova Crysta', 'diamond', true),
  'elegant-breathe-fabric-seat-covers-seltos': seatCover('Kia Seltos', 'breathe'),
  'autofurnish-7d-floor-mats-swift': floorMat('Maruti Suzuki Swift', true),
  'autofurnish-3d-floor-mats-baleno': floorMat('Maruti Suzuki Baleno', false),
  'autofurnish-7d-floor-mats-dzire': floorMat('Maruti Suzuki Dzire', true),
  'autofurnish-3d-floor-mats-creta': floorMat('Hyundai Creta', false),
  'autofurnish-7d-floor-mats-i20': floorMat('Hyundai i20', true),
  'autofurnish-3d-floor-mats-nexon': floorMat('Tata Nexon', false),
  'autofurnish-7d-floor-mats-nexon-ev': floorMat('Tata Nexon EV', true),
  'autofurnish-3d-floor-mats-xuv700': floorMat('Mahindra XUV700', false),
  'autofurnish-7d-floor-mats-city': floorMat('Honda City', true),
  'autofurnish-3d-floor-mats-seltos': floorMat('Kia Seltos', false),
  'elegant-universal-rubber-floor-mats': {
    excerpt: 'ಯಾವುದೇ ಹ್ಯಾಚ್‌ಬ್ಯಾಕ್ ಅಥವಾ ಸೆಡಾನ್‌ಗೆ ಕತ್ತರಿಸಿ ಹೊಂದಿಸಬಹುದಾದ ರಬ್ಬರ್ ಮ್ಯಾಟ್‌ಗಳು.',
    about: 'ಕತ್ತರಿಸುವ ಗೆರೆಗಳಿರುವ, ಕೈಗೆಟುಕುವ ಬೆಲೆಯ <strong>ಹೆವಿ-ಡ್ಯೂಟಿ ರಬ್ಬರ್ ಮ್ಯಾಟ್‌ಗಳು</strong>: ಹೆಚ್ಚಿನ ಕಾರುಗಳಿಗೆ ಹೊಂದುತ್ತವೆ.',
    points: ['4 ರ ಸೆಟ್: ಎರಡು ಮುಂದೆ, ಎರಡು ಹಿಂದೆ', 'ಆಳವಾದ ತೋಡುಗಳು ನೀರನ್ನು ಹರಿಸುತ್ತವೆ', 'ವಾಸನೆಯಿಲ್ಲದ ನೈಸರ್ಗಿಕ ರಬ್ಬರ್'],
  },
  'elegant-memory-foam-neck-rest-pillow': {
    excerpt: 'ದೂರದ ಪ್ರಯಾಣದಲ್ಲಿ ಕತ್ತಿನ ನೋವು ತಗ್ಗಿಸುವ ಹೆಡ್‌ರೆಸ್ಟ್ ದಿಂಬು.',
    about: 'ಹೊಂದಿಸಬಹುದಾದ ಪಟ್ಟಿ ಮತ್ತು ತೆಗೆಯಬಹುದಾದ ಮೃದು ಕವರ್ ಇರುವ <strong>ಮೆಮೊರಿ ಫೋಮ್ ನೆಕ್ ರೆಸ್ಟ್</strong>.',
    points: ['ವೆಲ್ವೆಟ್ ಸ್ಪರ್ಶದ, ತೊಳೆಯಬಹುದಾದ ಕವರ್', 'ಹೊಂದಿಸಬಹುದಾದ ಎಲಾಸ್ಟಿಕ್ ಪಟ್ಟಿ', 'ಒಂದೊಂದಾಗಿ ಮಾರಾಟ'],
  },
  'autofurnish-lumbar-support-seat-cushion': {
    excerpt: 'ಟ್ರಾಫಿಕ್‌ನಲ್ಲಿ ಕೆಳಬೆನ್ನಿಗೆ ಆಸರೆ ನೀಡುವ ಮೆಮೊರಿ ಫೋಮ್ ಬ್ಯಾಕ್‌ರೆಸ್ಟ್.',
    about: 'ಬೆನ್ನುಹುರಿಯನ್ನು ಸರಿಯಾದ ಆಕಾರದಲ್ಲಿಡುವ <strong>ಲಂಬಾರ್ ಕುಶನ್</strong> ಇದ್ದರೆ ದೂರದ ದೈನಂದಿನ ಪ್ರಯಾಣ ಸುಲಭ.',
    points: ['ಹೆಚ್ಚು ಸಾಂದ್ರತೆಯ ಮೆಮೊರಿ ಫೋಮ್', 'ಗಾಳಿಯಾಡಲು ಮೆಶ್ ಕವರ್', 'ಕಾರ್ ಸೀಟ್ ಮತ್ತು ಆಫೀಸ್ ಕುರ್ಚಿಗಳಿಗೆ ಹೊಂದುತ್ತದೆ'],
  },
};
