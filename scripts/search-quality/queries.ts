/**
 * The query set of `npm run bench:search-quality`: what shoppers type, and the part types (any
 * of them) a good answer holds among its first four suggestions. Written as shoppers write:
 * Devanagari with its variant spellings, Hinglish in Latin letters, Tamil, Kannada and Telugu as
 * spoken about vehicles (English loan words in the script, case endings included), Indian and US
 * English, and typos.
 */
export type QueryGroup = 'hindi' | 'hinglish' | 'tamil' | 'kannada' | 'telugu' | 'synonym' | 'typo' | 'english';

export interface QualityQuery {
  q: string;
  types: readonly string[];
  group: QueryGroup;
}

const BRAKE = ['brake-pad', 'brake-disc', 'brake-shoe'];
const FILTER = ['air-filter', 'oil-filter', 'cabin-filter', 'fuel-filter'];
const LIGHT = ['headlamp', 'fog-lamp', 'led-bulb', 'halogen-bulb'];
const q = (group: QueryGroup, types: readonly string[] | string, ...queries: string[]): QualityQuery[] =>
  queries.map((text) => ({ q: text, types: typeof types === 'string' ? [types] : types, group }));

export const QUERIES: QualityQuery[] = [
  ...q('hindi', 'battery', 'बैटरी', 'बैट्री', 'कार की बैटरी', 'बाइक बैटरी'),
  ...q('hindi', 'tyre', 'टायर', 'टायरें', 'स्कूटर का टायर'),
  ...q('hindi', BRAKE, 'ब्रेक', 'बाइक का ब्रेक'),
  ...q('hindi', ['brake-pad', 'brake-shoe'], 'ब्रेक पैड'),
  ...q('hindi', 'helmet', 'हेलमेट', 'हेल्मेट'),
  ...q('hindi', 'engine-oil', 'इंजन ऑयल', 'मोबिल'),
  ...q('hindi', 'horn', 'हॉर्न'),
  ...q('hindi', 'wiper', 'वाइपर'),
  ...q('hindi', 'mirror', 'साइड मिरर'),
  ...q('hindi', 'seat-cover', 'सीट कवर'),
  ...q('hindi', 'shock-absorber', 'शॉकर'),
  ...q('hindi', 'spark-plug', 'स्पार्क प्लग'),
  ...q('hindi', FILTER, 'एयर फ़िल्टर'),
  ...q('hinglish', 'battery', 'gaadi ki battery', 'bike ki battery', 'baitri'),
  ...q('hinglish', BRAKE, 'bike ka brake', 'brake ka pad', 'break pad'),
  ...q('hinglish', 'tyre', 'tyre badalna', 'scooty ka tayar'),
  ...q('hinglish', 'helmet', 'helmet wala', 'bike ke liye helmet'),
  ...q('hinglish', 'engine-oil', 'engine oil chahiye', 'bike ka mobil'),
  ...q('hinglish', 'tyre-inflator', 'hawa pump'),
  ...q('hinglish', 'puncture-kit', 'panchar kit'),
  ...q('hinglish', 'phone-holder', 'mobile ka stand'),
  ...q('hinglish', 'rain-suit', 'barsati'),
  ...q('tamil', 'helmet', 'ஹெல்மெட்', 'தலைக்கவசம்'),
  ...q('tamil', 'battery', 'பேட்டரி', 'கார் பேட்டரி', 'பைக் பேட்டரிக்கு'),
  ...q('tamil', 'tyre', 'டயர்'),
  ...q('tamil', BRAKE, 'பிரேக்'),
  ...q('tamil', 'engine-oil', 'இன்ஜின் ஆயில்'),
  ...q('tamil', 'horn', 'ஹாரன்'),
  ...q('tamil', 'mirror', 'கண்ணாடி'),
  ...q('tamil', 'wiper', 'வைப்பர்'),
  ...q('kannada', 'battery', 'ಬ್ಯಾಟರಿ', 'ಕಾರ್ ಬ್ಯಾಟರಿ'),
  ...q('kannada', 'tyre', 'ಟೈರ್'),
  ...q('kannada', BRAKE, 'ಬ್ರೇಕ್', 'ಬೈಕ್ ಬ್ರೇಕ್'),
  ...q('kannada', 'helmet', 'ಹೆಲ್ಮೆಟ್'),
  ...q('kannada', 'engine-oil', 'ಎಂಜಿನ್ ಆಯಿಲ್'),
  ...q('kannada', 'horn', 'ಹಾರ್ನ್'),
  ...q('kannada', 'mirror', 'ಕನ್ನಡಿ'),
  ...q('kannada', 'spark-plug', 'ಸ್ಪಾರ್ಕ್ ಪ್ಲಗ್'),
  ...q('telugu', 'battery', 'బ్యాటరీ', 'కారు బ్యాటరీ'),
  ...q('telugu', 'tyre', 'టైర్', 'బైక్ టైరు'),
  ...q('telugu', BRAKE, 'బ్రేక్'),
  ...q('telugu', 'helmet', 'హెల్మెట్'),
  ...q('telugu', 'engine-oil', 'ఇంజన్ ఆయిల్'),
  ...q('telugu', 'horn', 'హారన్'),
  ...q('telugu', 'mirror', 'అద్దం'),
  ...q('telugu', 'wiper', 'వైపర్'),
  ...q('synonym', 'tyre', 'tire', 'tires', 'stepney', 'spare wheel'),
  ...q('synonym', 'body-cover', 'bonnet', 'hood', 'car cover'),
  ...q('synonym', 'organiser', 'dickey', 'boot', 'trunk organizer'),
  ...q('synonym', 'engine-oil', 'mobil oil', 'motor oil'),
  ...q('synonym', ['wiper', 'sun-shade'], 'windshield', 'windscreen'),
  ...q('synonym', ['led-bulb', 'halogen-bulb'], 'indicator', 'blinker'),
  ...q('synonym', 'shock-absorber', 'shocker'),
  ...q('synonym', 'cabin-filter', 'ac filter'),
  ...q('synonym', 'tyre-inflator', 'air compressor'),
  ...q('synonym', 'floor-mat', 'foot mat'),
  ...q('synonym', 'phone-holder', 'mobile holder'),
  ...q('synonym', 'rain-suit', 'raincoat'),
  ...q('synonym', LIGHT, 'headlight'),
  ...q('typo', 'battery', 'batery', 'battary'),
  ...q('typo', 'helmet', 'helmat', 'hellmet'),
  ...q('typo', 'tyre', 'tyer'),
  ...q('typo', 'tyre', 'stepny'),
  ...q('typo', 'wiper', 'wipper'),
  ...q('typo', 'spark-plug', 'spark plag'),
  ...q('typo', 'coolant', 'coolent'),
  ...q('typo', 'shock-absorber', 'shok absorber'),
  ...q('typo', ['brake-pad', 'brake-shoe'], 'brake pda'),
  ...q('typo', 'engine-oil', 'engin oil'),
  ...q('english', 'battery', 'exide battery', 'car battery'),
  ...q('english', BRAKE, 'bosch brake'),
  ...q('english', 'tyre-inflator', 'tyre inflator'),
  ...q('english', 'helmet', 'helmets'),
  ...q('english', 'engine-oil', 'castrol engine oil'),
  ...q('english', ['brake-pad', 'brake-shoe'], 'brake pad set', 'brake pads set'),
  ...q('english', BRAKE, 'brake set'),
  ...q('english', 'floor-mat', 'floor mat set'),
  ...q('hinglish', ['brake-pad', 'brake-shoe'], 'brake pad ka set'),
];
