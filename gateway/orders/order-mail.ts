import { formatInr } from '../../rules/money/inr';
import type { LANGUAGES } from '../accounts/account-rules';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { OrderView } from './orders.mappers';
import { paymentProvider, type ShopBankAccount } from './payment-methods';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  subject: (n: number) => string;
  body: (n: number, total: string) => string;
  action: string;
  bank: string;
}

/** Confirmation texts per language; {n} is the order number. */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `GaadiParts order #${n} received`,
    body: (n, total) => `Thank you! We received your order #${n}. Total: ${total}.`,
    action: 'View your order',
    bank: 'Please pay by bank transfer to:',
  },
  hi: {
    subject: (n) => `GaadiParts ऑर्डर #${n} प्राप्त हुआ`,
    body: (n, total) => `धन्यवाद! हमें आपका ऑर्डर #${n} मिल गया है। कुल: ${total}।`,
    action: 'अपना ऑर्डर देखें',
    bank: 'कृपया इस खाते में बैंक ट्रांसफ़र से भुगतान करें:',
  },
  kn: {
    subject: (n) => `GaadiParts ಆರ್ಡರ್ #${n} ಸ್ವೀಕರಿಸಲಾಗಿದೆ`,
    body: (n, total) => `ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಆರ್ಡರ್ #${n} ನಮಗೆ ತಲುಪಿದೆ. ಒಟ್ಟು: ${total}.`,
    action: 'ನಿಮ್ಮ ಆರ್ಡರ್ ನೋಡಿ',
    bank: 'ದಯವಿಟ್ಟು ಈ ಖಾತೆಗೆ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯ ಮೂಲಕ ಪಾವತಿಸಿ:',
  },
  ta: {
    subject: (n) => `GaadiParts ஆர்டர் #${n} பெறப்பட்டது`,
    body: (n, total) => `நன்றி! உங்கள் ஆர்டர் #${n} எங்களுக்குக் கிடைத்தது. மொத்தம்: ${total}.`,
    action: 'உங்கள் ஆர்டரைப் பார்க்கவும்',
    bank: 'இந்தக் கணக்கிற்கு வங்கிப் பரிமாற்றம் மூலம் செலுத்தவும்:',
  },
  te: {
    subject: (n) => `GaadiParts ఆర్డర్ #${n} అందింది`,
    body: (n, total) => `ధన్యవాదాలు! మీ ఆర్డర్ #${n} మాకు అందింది. మొత్తం: ${total}.`,
    action: 'మీ ఆర్డర్ చూడండి',
    bank: 'దయచేసి ఈ ఖాతాకు బ్యాంక్ బదిలీ ద్వారా చెల్లించండి:',
  },
};

/** The order confirmation, sent after the order is committed. */
export function orderConfirmation(
  { order }: OrderView,
  language: Language,
  publicUrl: string,
  bank: ShopBankAccount,
): MailMessage {
  const t = TEXTS[language];
  const link = `${publicUrl.replace(/\/$/, '')}/cart/checkout/${order.token}`;
  const instructions = paymentProvider(order.payment_method)?.instructions(
    { number: order.number, total: order.total, shippingCountry: order.shipping_address.country },
    bank,
  );
  const transfer = instructions
    ? [
        t.bank,
        instructions.accountName,
        instructions.bankName,
        `A/c ${instructions.accountNumber}`,
        `IFSC ${instructions.ifsc}`,
        `Ref ${instructions.reference}`,
      ]
    : [];
  const lines = [t.body(order.number, formatInr(order.total, language)), ...transfer];
  return {
    to: order.email,
    subject: t.subject(order.number),
    text: [...lines, '', `${t.action}: ${link}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
