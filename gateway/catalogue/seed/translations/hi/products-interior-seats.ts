import type { ProductTexts } from '../types';

/** Seat cover lines of seed/products-interior-seats.ts: the material (as is, and after से) and the line's name. */
const SEAT_LINES = {
  cruze: { material: 'PU लेदरेट', madeOf: 'PU लेदरेट', line: 'क्रूज़ लेदरेट' },
  diamond: { material: '8 mm फ़ोम वाला PU लेदर', madeOf: '8 mm फ़ोम वाले PU लेदर', line: 'डायमंड क्विल्टेड' },
  breathe: { material: 'हवादार जैक्वार्ड कपड़ा', madeOf: 'हवादार जैक्वार्ड कपड़े', line: 'ब्रीद फ़ैब्रिक' },
} as const;

function seatCovers(lineKey: keyof typeof SEAT_LINES, model: string, sevenSeats = false): ProductTexts {
  const { material, madeOf, line } = SEAT_LINES[lineKey];
  return {
    excerpt: `${madeOf} से बने, गाड़ी के नाप के सीट कवर, ${sevenSeats ? 'तीनों कतारों का पूरा सेट' : 'आगे और पीछे का सेट'}, एयरबैग के साथ सुरक्षित।`,
    about: `<strong>${model}</strong> की सीटों के ठीक नाप पर बने ये ${line} कवर ओरिजिनल सीटों को बचाते हैं और केबिन को नया रूप देते हैं।`,
    points: [
      `${material}, दोहरी सिलाई वाले जोड़`,
      'आगे की सीटों पर साइड एयरबैग के लिए खुलने वाली सिलाई',
      `${sevenSeats ? '7' : '5'} सीटों का पूरा सेट, हेडरेस्ट कवर समेत`,
      'लगभग 60 मिनट में लग जाते हैं; वीडियो साथ में',
    ],
    warranty: 'सिलाई के दोष पर 12 महीने',
  };
}

const MAT_POINTS = [
  'उठे हुए किनारे मानसून का पानी और कीचड़ रोकते हैं',
  'फिसलन-रोधी तला, फ़ैक्ट्री हुक में क्लिप हो जाता है',
  'मिनटों में पोंछकर या धोकर साफ़',
];

function floorMats(kind: '7d' | '3d', model: string): ProductTexts {
  return {
    excerpt: `लेज़र से नापे गए ${kind === '7d' ? '7D' : '3D'} मैट, उठे हुए किनारों के साथ जो पानी, कीचड़ और रेत रोकते हैं।`,
    about:
      kind === '7d'
        ? `क्विल्टेड PU ऊपरी परत और निकाले जा सकने वाले ग्रास कार्पेट वाले <strong>7D लग्ज़री मैट</strong>, ${model} के फ़र्श के नाप पर कटे।`
        : `बिना गंध वाले TPE से बने <strong>3D डीप-डिश मैट</strong>, ${model} के फ़र्श के नाप पर कटे।`,
    points: MAT_POINTS,
    warranty: '6 महीने',
  };
}

/** Hindi texts of seat covers, floor mats and cushions (seed/products-interior-seats.ts). */
export const INTERIOR_SEATS_TEXTS: Record<string, ProductTexts> = {
  'elegant-cruze-leatherette-seat-covers-swift': seatCovers('cruze', 'Maruti Suzuki Swift'),
  'autofurnish-diamond-quilted-seat-covers-baleno': seatCovers('diamond', 'Maruti Suzuki Baleno'),
  'elegant-breathe-fabric-seat-covers-dzire': seatCovers('breathe', 'Maruti Suzuki Dzire'),
  'elegant-cruze-leatherette-seat-covers-creta': seatCovers('cruze', 'Hyundai Creta'),
  'autofurnish-diamond-quilted-seat-covers-i20': seatCovers('diamond', 'Hyundai i20'),
  'elegant-breathe-fabric-seat-covers-nexon': seatCovers('breathe', 'Tata Nexon'),
  'elegant-cruze-leatherette-seat-covers-punch': seatCovers('cruze', 'Tata Punch'),
  'autofurnish-diamond-quilted-seat-covers-xuv700': seatCovers('diamond', 'Mahindra XUV700', true),
  'elegant-breathe-fabric-seat-covers-scorpio-n': seatCovers('breathe', 'Mahindra Scorpio-N', true),
  'elegant-cruze-leatherette-seat-covers-city': seatCovers('cruze', 'Honda City'),
  'autofurnish-diamond-quilted-seat-covers-innova-crysta': seatCovers('diamond', 'Toyota Innova Crysta', true),
  'elegant-breathe-fabric-seat-covers-seltos': seatCovers('breathe', 'Kia Seltos'),
  'autofurnish-7d-floor-mats-swift': floorMats('7d', 'Maruti Suzuki Swift'),
  'autofurnish-3d-floor-mats-baleno': floorMats('3d', 'Maruti Suzuki Baleno'),
  'autofurnish-7d-floor-mats-dzire': floorMats('7d', 'Maruti Suzuki Dzire'),
  'autofurnish-3d-floor-mats-creta': floorMats('3d', 'Hyundai Creta'),
  'autofurnish-7d-floor-mats-i20': floorMats('7d', 'Hyundai i20'),
  'autofurnish-3d-floor-mats-nexon': floorMats('3d', 'Tata Nexon'),
  'autofurnish-7d-floor-mats-nexon-ev': floorMats('7d', 'Tata Nexon EV'),
  'autofurnish-3d-floor-mats-xuv700': floorMats('3d', 'Mahindra XUV700'),
  'autofurnish-7d-floor-mats-city': floorMats('7d', 'Honda City'),
  'autofurnish-3d-floor-mats-seltos': floorMats('3d', 'Kia Seltos'),
  'elegant-universal-rubber-floor-mats': {
    excerpt: 'किसी भी हैचबैक या सेडान के लिए काटकर फ़िट होने वाले रबर मैट।',
    about: 'बजट में <strong>हेवी-ड्यूटी रबर मैट</strong>, काटने की लाइनों के साथ ताकि ज़्यादातर कारों में फ़िट हो जाएँ।',
    points: ['4 का सेट: दो आगे, दो पीछे', 'गहरे खाँचे पानी को बहा देते हैं', 'बिना गंध वाला प्राकृतिक रबर'],
  },
  'elegant-memory-foam-neck-rest-pillow': {
    excerpt: 'लंबे सफ़र में गर्दन का दर्द कम करने वाला आरामदायक हेडरेस्ट तकिया।',
    about: 'एडजस्ट होने वाली पट्टी और मुलायम, उतारे जा सकने वाले कवर के साथ <strong>मेमोरी फ़ोम नेक रेस्ट</strong>।',
    points: ['मखमली, धुलने वाला कवर', 'एडजस्ट होने वाली इलास्टिक पट्टी', 'एक-एक करके बिकता है'],
  },
  'autofurnish-lumbar-support-seat-cushion': {
    excerpt: 'मेमोरी फ़ोम बैकरेस्ट जो ट्रैफ़िक में कमर के निचले हिस्से को सहारा देता है।',
    about: 'रीढ़ को सही आकार में रखने वाले <strong>लम्बर कुशन</strong> से लंबा रोज़ का सफ़र आसान हो जाता है।',
    points: ['हाई-डेंसिटी मेमोरी फ़ोम', 'हवा के लिए जालीदार कवर', 'कार की सीट और ऑफ़िस की कुर्सी दोनों पर फ़िट'],
  },
};
