import type { StructuralTexts } from './types';

/** తెలుగు: the workshops' cities and addresses (the rest of the Telugu texts: te.ts). */
export const TE_WORKSHOPS: StructuralTexts['workshops'] = {
  jaipur: { name: 'జైపూర్', address: 'ప్లాట్ 14, మాలవీయ పారిశ్రామిక ప్రాంతం, జైపూర్ 302017' },
  delhi: { name: 'ఢిల్లీ', address: 'B-62, ఓఖ్లా పారిశ్రామిక ప్రాంతం 2వ దశ, న్యూఢిల్లీ 110020' },
  mumbai: { name: 'ముంబై', address: 'యూనిట్ 7, మరోల్ కో-ఆప్ ఇండస్ట్రియల్ ఎస్టేట్, అంధేరీ తూర్పు, ముంబై 400059' },
  bangalore: { name: 'బెంగళూరు', address: '41, 5వ క్రాస్, కోరమంగళ 6వ బ్లాక్, బెంగళూరు 560095' },
  kolkata: { name: 'కోల్‌కతా', address: 'EP బ్లాక్, సెక్టార్ 5, సాల్ట్ లేక్ సిటీ, కోల్‌కతా 700091' },
  chennai: { name: 'చెన్నై', address: '18, సిడ్కో పారిశ్రామిక వాడ, గిండీ, చెన్నై 600032' },
  chandigarh: { name: 'చండీగఢ్', address: 'ప్లాట్ 221, పారిశ్రామిక ప్రాంతం 1వ దశ, చండీగఢ్ 160002' },
  indore: { name: 'ఇండోర్', address: '9, స్కీమ్ 54, విజయ్ నగర్, ఇండోర్ 452010' },
  kochi: { name: 'కొచ్చి', address: 'జాతీయ రహదారి 66 బైపాస్, ఇడప్పల్లి, కొచ్చి 682024' },
  noida: { name: 'నోయిడా', address: 'C-45, సెక్టార్ 63, నోయిడా 201301' },
  hyderabad: { name: 'హైదరాబాద్', address: 'ప్లాట్ 9, ఐడీఏ బాలానగర్, హైదరాబాద్ 500037' },
  pune: { name: 'పుణె', address: 'J-188, ఎంఐడీసీ భోసరి, పుణె 411026' },
  ahmedabad: { name: 'అహ్మదాబాద్', address: '112, జీఐడీసీ నరోడా, అహ్మదాబాద్ 382330' },
  lucknow: { name: 'లక్నో', address: '27, తాల్‌కటోరా పారిశ్రామిక ప్రాంతం, లక్నో 226011' },
};
