import type { StructuralTexts } from './types';

/** ಕನ್ನಡ: the workshops' cities and addresses (the rest of the Kannada texts: kn.ts). */
export const KN_WORKSHOPS: StructuralTexts['workshops'] = {
  jaipur: { name: 'ಜೈಪುರ', address: 'ಪ್ಲಾಟ್ 14, ಮಾಲವೀಯ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ, ಜೈಪುರ 302017' },
  delhi: { name: 'ದೆಹಲಿ', address: 'B-62, ಓಖ್ಲಾ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ 2ನೇ ಹಂತ, ನವದೆಹಲಿ 110020' },
  mumbai: { name: 'ಮುಂಬೈ', address: 'ಯುನಿಟ್ 7, ಮರೋಲ್ ಕೋ-ಆಪ್ ಇಂಡಸ್ಟ್ರಿಯಲ್ ಎಸ್ಟೇಟ್, ಅಂಧೇರಿ ಪೂರ್ವ, ಮುಂಬೈ 400059' },
  bangalore: { name: 'ಬೆಂಗಳೂರು', address: '41, 5ನೇ ಕ್ರಾಸ್, ಕೋರಮಂಗಲ 6ನೇ ಬ್ಲಾಕ್, ಬೆಂಗಳೂರು 560095' },
  kolkata: { name: 'ಕೋಲ್ಕತ್ತಾ', address: 'EP ಬ್ಲಾಕ್, ಸೆಕ್ಟರ್ 5, ಸಾಲ್ಟ್ ಲೇಕ್ ಸಿಟಿ, ಕೋಲ್ಕತ್ತಾ 700091' },
  chennai: { name: 'ಚೆನ್ನೈ', address: '18, ಸಿಡ್ಕೋ ಕೈಗಾರಿಕಾ ವಸಾಹತು, ಗಿಂಡಿ, ಚೆನ್ನೈ 600032' },
  chandigarh: { name: 'ಚಂಡೀಗಢ', address: 'ಪ್ಲಾಟ್ 221, ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ 1ನೇ ಹಂತ, ಚಂಡೀಗಢ 160002' },
  indore: { name: 'ಇಂದೋರ್', address: '9, ಸ್ಕೀಮ್ 54, ವಿಜಯ್ ನಗರ, ಇಂದೋರ್ 452010' },
  kochi: { name: 'ಕೊಚ್ಚಿ', address: 'ರಾಷ್ಟ್ರೀಯ ಹೆದ್ದಾರಿ 66 ಬೈಪಾಸ್, ಇಡಪ್ಪಳ್ಳಿ, ಕೊಚ್ಚಿ 682024' },
  noida: { name: 'ನೋಯ್ಡಾ', address: 'C-45, ಸೆಕ್ಟರ್ 63, ನೋಯ್ಡಾ 201301' },
  hyderabad: { name: 'ಹೈದರಾಬಾದ್', address: 'ಪ್ಲಾಟ್ 9, ಐಡಿಎ ಬಾಲಾನಗರ, ಹೈದರಾಬಾದ್ 500037' },
  pune: { name: 'ಪುಣೆ', address: 'J-188, ಎಂಐಡಿಸಿ ಭೋಸರಿ, ಪುಣೆ 411026' },
  ahmedabad: { name: 'ಅಹಮದಾಬಾದ್', address: '112, ಜಿಐಡಿಸಿ ನರೋಡಾ, ಅಹಮದಾಬಾದ್ 382330' },
  lucknow: { name: 'ಲಕ್ನೋ', address: '27, ತಾಲ್ಕಟೋರಾ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ, ಲಕ್ನೋ 226011' },
};
