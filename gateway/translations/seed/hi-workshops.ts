import type { StructuralTexts } from './types';

/** हिन्दी: the workshops' cities and addresses (the rest of the Hindi texts: hi.ts). */
export const HI_WORKSHOPS: StructuralTexts['workshops'] = {
  jaipur: { name: 'जयपुर', address: 'प्लॉट 14, मालवीय औद्योगिक क्षेत्र, जयपुर 302017' },
  delhi: { name: 'दिल्ली', address: 'B-62, ओखला औद्योगिक क्षेत्र फ़ेज़ 2, नई दिल्ली 110020' },
  mumbai: { name: 'मुंबई', address: 'यूनिट 7, मरोल को-ऑप इंडस्ट्रियल एस्टेट, अंधेरी पूर्व, मुंबई 400059' },
  bangalore: { name: 'बैंगलोर', address: '41, 5वाँ क्रॉस, कोरमंगला 6वाँ ब्लॉक, बेंगलुरु 560095' },
  kolkata: { name: 'कोलकाता', address: 'EP ब्लॉक, सेक्टर 5, साल्ट लेक सिटी, कोलकाता 700091' },
  chennai: { name: 'चेन्नई', address: '18, सिडको औद्योगिक एस्टेट, गिंडी, चेन्नई 600032' },
  chandigarh: { name: 'चंडीगढ़', address: 'प्लॉट 221, औद्योगिक क्षेत्र फ़ेज़ 1, चंडीगढ़ 160002' },
  indore: { name: 'इंदौर', address: '9, स्कीम नं. 54, विजय नगर, इंदौर 452010' },
  kochi: { name: 'कोच्चि', address: 'राष्ट्रीय राजमार्ग 66 बाईपास, एडप्पल्ली, कोच्चि 682024' },
  noida: { name: 'नोएडा', address: 'C-45, सेक्टर 63, नोएडा 201301' },
  hyderabad: { name: 'हैदराबाद', address: 'प्लॉट 9, आईडीए बालानगर, हैदराबाद 500037' },
  pune: { name: 'पुणे', address: 'J-188, एमआईडीसी भोसरी, पुणे 411026' },
  ahmedabad: { name: 'अहमदाबाद', address: '112, जीआईडीसी नरोडा, अहमदाबाद 382330' },
  lucknow: { name: 'लखनऊ', address: '27, तालकटोरा औद्योगिक क्षेत्र, लखनऊ 226011' },
};
