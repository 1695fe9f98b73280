/**
 * India's 28 states and 8 union territories: ISO 3166-2:IN code (without "IN-", as revised in
 * 2023: CG, OD, TS, UK, DH), the two-digit GST state code (the first two digits of a GSTIN and the
 * "place of supply" code on a tax invoice) and the PIN-code prefixes of the region's post offices.
 *
 * PIN prefixes come from India Post's postal circles; a few regions share a prefix (Bihar and
 * Jharkhand, Uttar Pradesh and Uttarakhand, Punjab and Chandigarh, J&K and Ladakh…), so a PIN can
 * point at more than one state, and a state is consistent with a PIN when one of its prefixes starts
 * the PIN. Army/Field Post Office PINs (9xxxxx) belong to no state.
 */
export interface IndianState {
  /** ISO 3166-2:IN subdivision code without the country, e.g. "KA". Stored in addresses. */
  code: string;
  /** GST state code, e.g. "29" for Karnataka. */
  gstCode: string;
  /** English name (the web app shows it translated). */
  name: string;
  kind: 'state' | 'union-territory';
  /** PIN-code prefixes (1–3 digits) of the region's post offices. */
  pinPrefixes: readonly string[];
}

const state = (
  code: string,
  gstCode: string,
  name: string,
  pinPrefixes: string[],
  kind: IndianState['kind'] = 'state',
): IndianState => ({ code, gstCode, name, kind, pinPrefixes });
const ut = (code: string, gstCode: string, name: string, pinPrefixes: string[]) =>
  state(code, gstCode, name, pinPrefixes, 'union-territory');

/** In English alphabetical order of name. */
export const INDIAN_STATES: readonly IndianState[] = [
  ut('AN', '35', 'Andaman and Nicobar Islands', ['744']),
  state('AP', '37', 'Andhra Pradesh', [
    '515',
    '516',
    '517',
    '518',
    '519',
    '52',
    '530',
    '531',
    '532',
    '533',
    '534',
    '535',
  ]),
  state('AR', '12', 'Arunachal Pradesh', ['790', '791', '792']),
  state('AS', '18', 'Assam', ['78']),
  state('BR', '10', 'Bihar', ['80', '81', '82', '83', '84', '85']),
  ut('CH', '04', 'Chandigarh', ['160']),
  state('CG', '22', 'Chhattisgarh', ['49']),
  ut('DH', '26', 'Dadra and Nagar Haveli and Daman and Diu', ['396', '362']),
  ut('DL', '07', 'Delhi', ['110']),
  state('GA', '30', 'Goa', ['403']),
  state('GJ', '24', 'Gujarat', ['36', '37', '38', '39']),
  state('HR', '06', 'Haryana', ['12', '13']),
  state('HP', '02', 'Himachal Pradesh', ['17']),
  ut('JK', '01', 'Jammu and Kashmir', ['18', '190', '191', '192', '193', '194']),
  state('JH', '20', 'Jharkhand', ['81', '82', '83']),
  state('KA', '29', 'Karnataka', ['56', '57', '58', '59']),
  state('KL', '32', 'Kerala', ['67', '68', '69']),
  ut('LA', '38', 'Ladakh', ['194']),
  ut('LD', '31', 'Lakshadweep', ['682']),
  state('MP', '23', 'Madhya Pradesh', ['45', '46', '47', '48']),
  state('MH', '27', 'Maharashtra', ['40', '41', '42', '43', '44']),
  state('MN', '14', 'Manipur', ['795']),
  state('ML', '17', 'Meghalaya', ['793', '794']),
  state('MZ', '15', 'Mizoram', ['796']),
  state('NL', '13', 'Nagaland', ['797', '798']),
  state('OD', '21', 'Odisha', ['75', '76', '77']),
  ut('PY', '34', 'Puducherry', ['605', '607', '609', '533', '673']),
  state('PB', '03', 'Punjab', ['14', '15', '160']),
  state('RJ', '08', 'Rajasthan', ['30', '31', '32', '33', '34']),
  state('SK', '11', 'Sikkim', ['737']),
  state('TN', '33', 'Tamil Nadu', ['60', '61', '62', '63', '64']),
  state('TS', '36', 'Telangana', ['50']),
  state('TR', '16', 'Tripura', ['799']),
  state('UP', '09', 'Uttar Pradesh', ['20', '21', '22', '23', '24', '25', '26', '27', '28']),
  state('UK', '05', 'Uttarakhand', ['244', '246', '247', '248', '249', '262', '263']),
  state('WB', '19', 'West Bengal', ['70', '71', '72', '73', '74']),
];

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));
const BY_GST_CODE = new Map(INDIAN_STATES.map((s) => [s.gstCode, s]));

/** The state or union territory with this ISO code ("KA"), or null. */
export function indianState(code: string | null | undefined): IndianState | null {
  return (code && BY_CODE.get(code.trim().toUpperCase())) || null;
}

/** The state or union territory with this GST state code ("29"), or null. */
export function stateByGstCode(gstCode: string): IndianState | null {
  return BY_GST_CODE.get(gstCode) ?? null;
}

/** Indian PIN code: 6 digits, the first not 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;

export function isIndianPinCode(value: string): boolean {
  return PIN_CODE.test(value);
}

/** States whose post offices use this PIN's prefix (most specific prefix first); [] for none. */
export function statesForPin(pin: string): IndianState[] {
  if (!isIndianPinCode(pin)) return [];
  const matches = INDIAN_STATES.flatMap((s) => {
    const longest = Math.max(0, ...s.pinPrefixes.filter((p) => pin.startsWith(p)).map((p) => p.length));
    return longest > 0 ? [{ s, longest }] : [];
  });
  return matches.sort((a, b) => b.longest - a.longest).map((m) => m.s);
}

/** True when the PIN code is in use in this state or union territory (by its postal prefix). */
export function pinBelongsToState(pin: string, stateCode: string): boolean {
  return statesForPin(pin).some((s) => s.code === stateCode.trim().toUpperCase());
}

/** Languages of the shop; names of states are kept in each (English is `IndianState.name`). */
export type StateNameLanguage = 'en' | 'hi' | 'kn' | 'ta' | 'te';

type LocalNames = Record<Exclude<StateNameLanguage, 'en'>, string>;
const names = (hi: string, kn: string, ta: string, te: string): LocalNames => ({ hi, kn, ta, te });

/** Each state's name as its speakers write it, in Hindi, Kannada, Tamil and Telugu. */
const LOCAL_NAMES: Record<string, LocalNames> = {
  AN: names('अंडमान और निकोबार द्वीपसमूह', 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು', 'அந்தமான் நிக்கோபார் தீவுகள்', 'అండమాన్ నికోబార్ దీవులు'),
  AP: names('आंध्र प्रदेश', 'ಆಂಧ್ರ ಪ್ರದೇಶ', 'ஆந்திரப் பிரதேசம்', 'ఆంధ్రప్రదేశ్'),
  AR: names('अरुणाचल प्रदेश', 'ಅರುಣಾಚಲ ಪ್ರದೇಶ', 'அருணாச்சலப் பிரதேசம்', 'అరుణాచల్ ప్రదేశ్'),
  AS: names('असम', 'ಅಸ್ಸಾಂ', 'அசாம்', 'అసోం'),
  BR: names('बिहार', 'ಬಿಹಾರ', 'பீகார்', 'బీహార్'),
  CH: names('चंडीगढ़', 'ಚಂಡೀಗಢ', 'சண்டிகர்', 'చండీగఢ్'),
  CG: names('छत्तीसगढ़', 'ಛತ್ತೀಸ್‌ಗಢ', 'சத்தீஸ்கர்', 'ఛత్తీస్‌గఢ్'),
  DH: names(
    'दादरा और नगर हवेली और दमन और दीव',
    'ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು',
    'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ',
    'దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ',
  ),
  DL: names('दिल्ली', 'ದೆಹಲಿ', 'தில்லி', 'ఢిల్లీ'),
  GA: names('गोवा', 'ಗೋವಾ', 'கோவா', 'గోవా'),
  GJ: names('गुजरात', 'ಗುಜರಾತ್', 'குஜராத்', 'గుజరాత్'),
  HR: names('हरियाणा', 'ಹರಿಯಾಣ', 'அரியானா', 'హర్యానా'),
  HP: names('हिमाचल प्रदेश', 'ಹಿಮಾಚಲ ಪ್ರದೇಶ', 'இமாச்சலப் பிரதேசம்', 'హిమాచల్ ప్రదేశ్'),
  JK: names('जम्मू और कश्मीर', 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ', 'ஜம்மு காஷ்மீர்', 'జమ్మూ కాశ్మీర్'),
  JH: names('झारखंड', 'ಜಾರ್ಖಂಡ್', 'ஜார்க்கண்ட்', 'జార్ఖండ్'),
  KA: names('कर्नाटक', 'ಕರ್ನಾಟಕ', 'கர்நாடகா', 'కర్ణాటక'),
  KL: names('केरल', 'ಕೇರಳ', 'கேரளா', 'కేరళ'),
  LA: names('लद्दाख', 'ಲಡಾಖ್', 'லடாக்', 'లడఖ్'),
  LD: names('लक्षद्वीप', 'ಲಕ್ಷದ್ವೀಪ', 'இலட்சத்தீவுகள்', 'లక్షద్వీప్'),
  MP: names('मध्य प्रदेश', 'ಮಧ್ಯ ಪ್ರದೇಶ', 'மத்தியப் பிரதேசம்', 'మధ్యప్రదేశ్'),
  MH: names('महाराष्ट्र', 'ಮಹಾರಾಷ್ಟ್ರ', 'மகாராஷ்டிரா', 'మహారాష్ట్ర'),
  MN: names('मणिपुर', 'ಮಣಿಪುರ', 'மணிப்பூர்', 'మణిపూర్'),
  ML: names('मेघालय', 'ಮೇಘಾಲಯ', 'மேகாலயா', 'మేఘాలయ'),
  MZ: names('मिज़ोरम', 'ಮಿಜೋರಾಂ', 'மிசோரம்', 'మిజోరం'),
  NL: names('नागालैंड', 'ನಾಗಾಲ್ಯಾಂಡ್', 'நாகாலாந்து', 'నాగాలాండ్'),
  OD: names('ओडिशा', 'ಒಡಿಶಾ', 'ஒடிசா', 'ఒడిశా'),
  PY: names('पुडुचेरी', 'ಪುದುಚೇರಿ', 'புதுச்சேரி', 'పుదుచ్చేరి'),
  PB: names('पंजाब', 'ಪಂಜಾಬ್', 'பஞ்சாப்', 'పంజాబ్'),
  RJ: names('राजस्थान', 'ರಾಜಸ್ಥಾನ', 'இராஜஸ்தான்', 'రాజస్థాన్'),
  SK: names('सिक्किम', 'ಸಿಕ್ಕಿಂ', 'சிக்கிம்', 'సిక్కిం'),
  TN: names('तमिलनाडु', 'ತಮಿಳುನಾಡು', 'தமிழ்நாடு', 'తమిళనాడు'),
  TS: names('तेलंगाना', 'ತೆಲಂಗಾಣ', 'தெலங்கானா', 'తెలంగాణ'),
  TR: names('त्रिपुरा', 'ತ್ರಿಪುರ', 'திரிபுரா', 'త్రిపుర'),
  UP: names('उत्तर प्रदेश', 'ಉತ್ತರ ಪ್ರದೇಶ', 'உத்தரப் பிரதேசம்', 'ఉత్తర ప్రదేశ్'),
  UK: names('उत्तराखंड', 'ಉತ್ತರಾಖಂಡ', 'உத்தராகண்ட்', 'ఉత్తరాఖండ్'),
  WB: names('पश्चिम बंगाल', 'ಪಶ್ಚಿಮ ಬಂಗಾಳ', 'மேற்கு வங்காளம்', 'పశ్చిమ బెంగాల్'),
};

/**
 * The name of the state with this ISO code in the language ("KA", "kn" → "ಕರ್ನಾಟಕ"); English for
 * any other language; null for a code that is not one of the 36.
 */
export function stateName(code: string | null | undefined, language: string): string | null {
  const found = indianState(code);
  if (!found) return null;
  const local = LOCAL_NAMES[found.code];
  return (local && Object.hasOwn(local, language) ? local[language as keyof LocalNames] : null) ?? found.name;
}

const BY_ENGLISH_NAME = new Map(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s]));

/** The state named by its ISO code ("ka", any case) or English name ("karnataka", any case), or null. */
export function findIndianState(value: string | null | undefined): IndianState | null {
  const text = value?.trim() ?? '';
  return indianState(text) ?? BY_ENGLISH_NAME.get(text.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}
