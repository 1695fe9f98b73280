import type { ProductTexts } from '../types';

/** Telugu texts of engine oils, coolants and fluids (seed/products-oils.ts). */
export const OILS_TEXTS: Record<string, ProductTexts> = {
  'motul-7100-4t-10w-50-1l': {
    excerpt: 'పెర్ఫార్మెన్స్ మోటార్‌సైకిళ్ల కోసం ఎస్టర్ ఆధారిత పూర్తి సింథటిక్ ఆయిల్.',
    about: '<strong>Motul 7100 4T</strong> ఎస్టర్ టెక్నాలజీతో ఎక్కువ RPM లో తిరిగే ఇంజిన్‌లు, వెట్ క్లచ్‌లు, గేర్‌బాక్స్‌లను కాపాడుతుంది.',
    points: ['ఎస్టర్‌లతో 100% సింథటిక్', 'JASO MA2: క్లచ్ జారదు', 'API SN ప్రమాణం'],
  },
  'castrol-power1-4t-10w-30-1l': {
    excerpt: '100–150 cc కమ్యూటర్ బైక్‌ల కోసం పార్ట్-సింథటిక్ ఆయిల్.',
    about: 'చురుకైన వేగం కోసం Power Release టెక్నాలజీ ఉన్న <strong>Castrol POWER1 4T</strong>.',
    points: ['పార్ట్ సింథటిక్', 'JASO MA2 ప్రమాణం', 'Splendor, Pulsar, FZ లాంటి బైక్‌లకు సరైనది'],
  },
  'castrol-activ-scooter-10w-30-800ml': {
    excerpt: 'Activa, Jupiter లో ఒక ఆయిల్ చేంజ్‌కు సరిపడా పరిమాణం.',
    about: '<strong>Castrol Activ Scooter</strong> ఆగి-సాగే నగర ట్రాఫిక్‌లోని CVT స్కూటర్ల కోసం రూపొందించబడింది.',
    points: ['800 ml: సరిగ్గా ఒక చేంజ్', 'మొదటి సెకను నుండే రక్షణ', 'JASO MB ప్రమాణం'],
  },
  'motul-300v-factory-line-10w-40-1l': {
    excerpt: 'ట్రాక్ డేలు, పెద్ద బైక్‌ల కోసం డబుల్-ఎస్టర్ రేసింగ్ ఆయిల్.',
    about: 'రేసింగ్ జట్లు వాడే <strong>Motul 300V Factory Line</strong> ఆయిల్, ఇప్పుడు మీ గ్యారేజ్‌లో.',
    points: ['డబుల్ ఎస్టర్ టెక్నాలజీ', 'గరిష్ఠ శక్తి, రక్షణ', 'JASO MA2 ప్రమాణం'],
  },
  'castrol-magnatec-5w-30-3-5l': {
    excerpt: 'పెట్రోల్, డీజిల్ కార్ల కోసం ఇంటెలిజెంట్ మాలిక్యూల్స్ ఉన్న పూర్తి సింథటిక్ ఆయిల్.',
    about: '<strong>Castrol MAGNATEC</strong> ఇంజిన్ భాగాలకు అతుక్కుని, ఎక్కువ అరుగుదల జరిగే వార్మ్-అప్ సమయంలోనూ కాపాడుతుంది.',
    points: ['API SP, ACEA C3 ప్రమాణం', 'పెట్రోల్, డీజిల్, CNG కార్లకు', '3.5 L చాలా 1.2–1.5 L ఇంజిన్‌లకు సరిపోతుంది'],
  },
  'mobil-1-0w-40-4l': {
    excerpt: 'పెట్రోల్, డీజిల్ ఇంజిన్‌లకు అత్యున్నత స్థాయి సింథటిక్ రక్షణ.',
    about: '<strong>Mobil 1 0W-40</strong> స్టార్ట్ అయిన క్షణమే ప్రవహిస్తుంది, తీవ్రమైన వేడిలోనూ పాడవదు.',
    points: ['API SN, ACEA A3/B4 ప్రమాణం', 'టర్బోకు అద్భుతమైన రక్షణ', '4 L ప్యాక్'],
  },
  'shell-helix-hx7-diesel-5w-40-3l': {
    excerpt: 'ఆధునిక డీజిల్ SUV ల కోసం సింథటిక్ టెక్నాలజీ ఆయిల్.',
    about: 'యాక్టివ్ క్లెన్సింగ్ టెక్నాలజీ ఉన్న <strong>Shell Helix HX7 Diesel</strong> ఇంజిన్‌లో బురద పేరుకోనివ్వదు.',
    points: ['API CF ప్రమాణం', 'సింథటిక్ టెక్నాలజీ', 'Scorpio-N, XUV700, Innova Crysta డీజిల్ కోసం'],
  },
  'servo-pride-4t-20w-40-royal-enfield-2-5l': {
    excerpt: 'ఎయిర్-కూల్డ్ Royal Enfield ఇంజిన్‌లకు తగిన చిక్కని మినరల్ ఆయిల్.',
    about: 'IndianOil <strong>Servo Pride 4T</strong> వేసవి వేడిలోనూ పెద్ద ఎయిర్-కూల్డ్ సింగిల్ సిలిండర్ ఇంజిన్‌లను కాపాడుతుంది.',
    points: ['2.5 L: Classic 350 కి ఒక పూర్తి చేంజ్', 'JASO MA ప్రమాణం', 'భారతదేశంలో తయారీ'],
  },
  'castrol-radicool-nf-coolant-1l': {
    excerpt: 'వెంటనే వాడగల నైట్రైట్ లేని కూలెంట్: అధిక వేడి, తుప్పు నుండి రక్షణ.',
    about: '<strong>Castrol Radicool NF</strong> ముందే కలిపినది: నేరుగా ఎక్స్‌పాన్షన్ ట్యాంక్‌లో పోయండి.',
    points: ['నైట్రైట్, అమైన్, ఫాస్ఫేట్ లేనిది', 'అల్యూమినియం రేడియేటర్లను కాపాడుతుంది', 'ఆకుపచ్చ రంగు'],
  },
  'servo-coolant-plus-concentrate-1l': {
    excerpt: 'గాఢమైన యాంటీఫ్రీజ్-కూలెంట్; డిస్టిల్డ్ నీటితో 1:2 లో కలపండి.',
    about: 'కార్లు, SUV లు, లిక్విడ్-కూల్డ్ బైక్‌ల కోసం పొదుపైన <strong>Servo Coolant Plus</strong> గాఢ ద్రావణం.',
    points: ['డిస్టిల్డ్ నీటితో 1:2 లో కలపండి', 'మరిగే స్థానాన్ని పెంచుతుంది', 'తుప్పు నిరోధక సంకలితాలు'],
  },
  'bosch-dot-4-brake-fluid-500ml': {
    excerpt: 'డిస్క్ బ్రేక్‌లున్న కార్లు, బైక్‌ల కోసం అధిక మరిగే స్థానం గల బ్రేక్ ఫ్లూయిడ్.',
    about: '<strong>Bosch DOT 4</strong> బ్రేక్ ఫ్లూయిడ్ పొడవైన దిగుడు ప్రయాణాల్లోనూ వేపర్ లాక్‌ను నిరోధిస్తుంది.',
    points: ['డ్రై మరిగే స్థానం 265 °C', 'ప్రతి 2 సంవత్సరాలకు మార్చండి', 'DOT 3 తో అనుకూలం'],
  },
  'motul-c2-chain-lube-road-400ml': {
    excerpt: 'ఎగిరిపోని, జిగటగా అతుక్కునే తెల్లని చైన్ ల్యూబ్.',
    about: '<strong>Motul C2</strong> రోలర్లలోకి ఇంకి, నీటి నిరోధక పొరగా గట్టిపడుతుంది: వర్షాకాల ప్రయాణాలకు సరైనది.',
    points: ['O, X, Z-రింగ్ చైన్‌లకు సురక్షితం', 'ప్రతి 500 km కి ల్యూబ్ చేయండి', 'ముందుగా Motul C1 తో శుభ్రం చేయండి'],
  },
  'castrol-transmax-atf-dexron-vi-1l': {
    excerpt: 'టార్క్-కన్వర్టర్ గేర్‌బాక్స్‌ల కోసం ఆటోమేటిక్ ట్రాన్స్‌మిషన్ ఫ్లూయిడ్.',
    about: 'ఆటోమేటిక్ SUV లు, MPV లలో సాఫీగా గేర్ మార్పు కోసం <strong>Castrol Transmax ATF Dexron-VI</strong>.',
    points: ['Dexron-VI ఆమోదం', 'వణుకు లేని సాఫీ గేర్ మార్పులు', 'మీ ఓనర్స్ మాన్యువల్ చూడండి'],
  },
};
