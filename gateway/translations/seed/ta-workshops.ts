import type { StructuralTexts } from './types';

/** தமிழ்: the workshops' cities and addresses (the rest of the Tamil texts: ta.ts). */
export const TA_WORKSHOPS: StructuralTexts['workshops'] = {
  jaipur: { name: 'ஜெய்ப்பூர்', address: 'மனை எண் 14, மால்வியா தொழிற்பேட்டை, ஜெய்ப்பூர் 302017' },
  delhi: { name: 'டெல்லி', address: 'B-62, ஓக்லா தொழிற்பேட்டை 2-ஆம் கட்டம், புது தில்லி 110020' },
  mumbai: { name: 'மும்பை', address: 'யூனிட் 7, மரோல் கூட்டுறவுத் தொழிற்பேட்டை, அந்தேரி கிழக்கு, மும்பை 400059' },
  bangalore: { name: 'பெங்களூரு', address: '41, 5வது குறுக்குத் தெரு, கோரமங்களா 6வது பிளாக், பெங்களூரு 560095' },
  kolkata: { name: 'கொல்கத்தா', address: 'EP பிளாக், செக்டார் 5, சால்ட் லேக் சிட்டி, கொல்கத்தா 700091' },
  chennai: { name: 'சென்னை', address: '18, சிட்கோ தொழிற்பேட்டை, கிண்டி, சென்னை 600032' },
  chandigarh: { name: 'சண்டிகர்', address: 'மனை எண் 221, தொழிற்பேட்டை 1-ஆம் கட்டம், சண்டிகர் 160002' },
  indore: { name: 'இந்தூர்', address: '9, ஸ்கீம் 54, விஜய் நகர், இந்தூர் 452010' },
  kochi: { name: 'கொச்சி', address: 'தேசிய நெடுஞ்சாலை 66 புறவழிச் சாலை, இடப்பள்ளி, கொச்சி 682024' },
  noida: { name: 'நொய்டா', address: 'C-45, செக்டார் 63, நொய்டா 201301' },
  hyderabad: { name: 'ஹைதராபாத்', address: 'மனை எண் 9, ஐடிஏ பாலாநகர், ஹைதராபாத் 500037' },
  pune: { name: 'புனே', address: 'J-188, எம்ஐடிசி போசரி, புனே 411026' },
  ahmedabad: { name: 'அகமதாபாத்', address: '112, ஜிஐடிசி நரோடா, அகமதாபாத் 382330' },
  lucknow: { name: 'லக்னோ', address: '27, தால்கடோரா தொழிற்பேட்டை, லக்னோ 226011' },
};
