import { formatInr } from '../../rules/money/inr';
import type { LANGUAGES } from '../accounts/account-rules';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { OrderView } from './orders.mappers';
import { type PaymentInstructions, paymentProvider, type PaymentShop } from './payment-methods';
import { paymentStatusLine } from './payment-mail';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  subject: (n: number) => string;
  body: (n: number, total: string) => string;
  action: string;
  bank: string;
  upi: string;
  payBy: (deadline: string) => string;
  /** Labels of the payment details: account number, IFSC (bank transfer), payment reference. */
  account: string;
  ifsc: string;
  reference: string;
}

/** Confirmation texts per language; {n} is the order number. */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `GaadiParts order #${n} received`,
    body: (n, total) => `Thank you! We received your order #${n}. Total: ${total}.`,
    action: 'View your order',
    bank: 'Please pay by bank transfer to:',
    upi: 'Please pay by UPI to:',
    payBy: (d) => `Please pay by ${d}; until then we hold your items.`,
    account: 'A/c',
    ifsc: 'IFSC',
    reference: 'Ref',
  },
  hi: {
    subject: (n) => `GaadiParts ऑर्डर #${n} प्राप्त हुआ`,
    body: (n, total) => `धन्यवाद! हमें आपका ऑर्डर #${n} मिल गया है। कुल: ${total}।`,
    action: 'अपना ऑर्डर देखें',
    bank: 'कृपया इस खाते में बैंक ट्रांसफ़र से भुगतान करें:',
    upi: 'कृपया इस UPI पते पर भुगतान करें:',
    payBy: (d) => `कृपया ${d} तक भुगतान करें; तब तक हम आपका सामान आपके लिए रखेंगे।`,
    account: 'खाता संख्या:',
    ifsc: 'IFSC कोड:',
    reference: 'संदर्भ:',
  },
  kn: {
    subject: (n) => `GaadiParts ಆರ್ಡರ್ #${n} ಸ್ವೀಕರಿಸಲಾಗಿದೆ`,
    body: (n, total) => `ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಆರ್ಡರ್ #${n} ನಮಗೆ ತಲುಪಿದೆ. ಒಟ್ಟು: ${total}.`,
    action: 'ನಿಮ್ಮ ಆರ್ಡರ್ ನೋಡಿ',
    bank: 'ದಯವಿಟ್ಟು ಈ ಖಾತೆಗೆ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯ ಮೂಲಕ ಪಾವತಿಸಿ:',
    upi: 'ದಯವಿಟ್ಟು ಈ UPI ವಿಳಾಸಕ್ಕೆ ಪಾವತಿಸಿ:',
    payBy: (d) => `ದಯವಿಟ್ಟು ${d} ಒಳಗೆ ಪಾವತಿಸಿ; ಅಲ್ಲಿಯವರೆಗೆ ನಿಮ್ಮ ವಸ್ತುಗಳನ್ನು ನಿಮಗಾಗಿ ಕಾಯ್ದಿರಿಸುತ್ತೇವೆ.`,
    account: 'ಖಾತೆ ಸಂಖ್ಯೆ:',
    ifsc: 'IFSC ಕೋಡ್:',
    reference: 'ಉಲ್ಲೇಖ:',
  },
  ta: {
    subject: (n) => `GaadiParts ஆர்டர் #${n} பெறப்பட்டது`,
    body: (n, total) => `நன்றி! உங்கள் ஆர்டர் #${n} எங்களுக்குக் கிடைத்தது. மொத்தம்: ${total}.`,
    action: 'உங்கள் ஆர்டரைப் பார்க்கவும்',
    bank: 'இந்தக் கணக்கிற்கு வங்கிப் பரிமாற்றம் மூலம் செலுத்தவும்:',
    upi: 'இந்த UPI முகவரிக்குச் செலுத்தவும்:',
    payBy: (d) => `${d}-க்குள் செலுத்தவும்; அதுவரை உங்கள் பொருட்களை உங்களுக்காக வைத்திருப்போம்.`,
    account: 'கணக்கு எண்:',
    ifsc: 'IFSC குறியீடு:',
    reference: 'குறிப்பு எண்:',
  },
  te: {
    subject: (n) => `GaadiParts ఆర్డర్ #${n} అందింది`,
    body: (n, total) => `ధన్యవాదాలు! మీ ఆర్డర్ #${n} మాకు అందింది. మొత్తం: ${total}.`,
    action: 'మీ ఆర్డర్ చూడండి',
    bank: 'దయచేసి ఈ ఖాతాకు బ్యాంక్ బదిలీ ద్వారా చెల్లించండి:',
    upi: 'దయచేసి ఈ UPI చిరునామాకు చెల్లించండి:',
    payBy: (d) => `దయచేసి ${d} లోపు చెల్లించండి; అప్పటి వరకు మీ వస్తువులను మీ కోసం ఉంచుతాము.`,
    account: 'ఖాతా సంఖ్య:',
    ifsc: 'IFSC కోడ్:',
    reference: 'సూచన సంఖ్య:',
  },
};

/** When an unpaid order's hold ends, in India's time. */
function deadline(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-IN`, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(at);
}

function instructionLines(i: PaymentInstructions | null | undefined, t: Texts): string[] {
  if (!i) return [];
  const reference = `${t.reference} ${i.reference}`;
  if (i.kind === 'upi') return [t.upi, `UPI ID ${i.vpa}`, i.payeeName, reference, i.link];
  return [t.bank, i.accountName, i.bankName, `${t.account} ${i.accountNumber}`, `${t.ifsc} ${i.ifsc}`, reference];
}

/** The order confirmation, sent after the order is committed: total, payment status and how to pay. */
export function orderConfirmation(
  { order }: OrderView,
  language: Language,
  publicUrl: string,
  shop: PaymentShop,
): MailMessage {
  const t = TEXTS[language];
  const link = `${publicUrl.replace(/\/$/, '')}/cart/checkout/${order.token}`;
  const instructions = paymentProvider(order.payment_method)?.instructions(
    { number: order.number, total: order.total, shippingCountry: order.shipping_address.country },
    shop,
  );
  const lines = [
    t.body(order.number, formatInr(order.total, language)),
    paymentStatusLine(order.payment_status, language),
    ...instructionLines(instructions, t),
    ...(order.hold_until && order.payment_status === 'AWAITING_PAYMENT'
      ? [t.payBy(deadline(order.hold_until, language))]
      : []),
  ];
  return {
    to: order.email,
    subject: t.subject(order.number),
    text: [...lines, '', `${t.action}: ${link}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
