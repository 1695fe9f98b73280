/**
 * E-mails about an order's payment, in the shopper's account language (guests: English; orders
 * record no language): its status as a line for other e-mails, "payment received" after staff
 * confirmed it (with the tax invoice it issued), and "order expired" when the hold ended unpaid.
 */
import { formatInr } from '../../rules/money/inr';
import { languageOf, type LANGUAGES } from '../accounts/account-rules';
import { invoiceLinks } from '../invoices/invoice-mail';
import type { TaxDocumentRow } from '../invoices/invoices.service';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { OrderRow } from './orders.mappers';
import type { PaymentStatus } from './payment-status';

type Language = (typeof LANGUAGES)[number];

/** The payment status as the shopper reads it (the web app's words, web/src/features/orders). */
export const PAYMENT_STATUS_TEXTS: Record<Language, Record<PaymentStatus, string>> = {
  en: {
    AWAITING_PAYMENT: 'Awaiting payment',
    COD_DUE: 'Pay on delivery',
    PAID: 'Paid',
    EXPIRED: 'Expired unpaid',
    VOID: 'Nothing to pay',
    REFUND_DUE: 'Refund due',
    REFUNDED: 'Refunded',
  },
  hi: {
    AWAITING_PAYMENT: 'भुगतान बाकी है',
    COD_DUE: 'डिलीवरी पर भुगतान',
    PAID: 'भुगतान हो गया',
    EXPIRED: 'भुगतान न होने से समाप्त',
    VOID: 'कोई भुगतान देय नहीं',
    REFUND_DUE: 'रिफ़ंड बाकी है',
    REFUNDED: 'रिफ़ंड हो गया',
  },
  kn: {
    AWAITING_PAYMENT: 'ಪಾವತಿಗಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ',
    COD_DUE: 'ಡೆಲಿವರಿ ವೇಳೆ ಪಾವತಿ',
    PAID: 'ಪಾವತಿಯಾಗಿದೆ',
    EXPIRED: 'ಪಾವತಿಯಾಗದೆ ಅವಧಿ ಮುಗಿದಿದೆ',
    VOID: 'ಪಾವತಿಸಬೇಕಾದದ್ದು ಏನೂ ಇಲ್ಲ',
    REFUND_DUE: 'ಮರುಪಾವತಿ ಬಾಕಿ ಇದೆ',
    REFUNDED: 'ಮರುಪಾವತಿಯಾಗಿದೆ',
  },
  ta: {
    AWAITING_PAYMENT: 'பணம் செலுத்தக் காத்திருக்கிறது',
    COD_DUE: 'டெலிவரியின்போது செலுத்தவும்',
    PAID: 'செலுத்தப்பட்டது',
    EXPIRED: 'செலுத்தப்படாமல் காலாவதியானது',
    VOID: 'செலுத்த வேண்டியது எதுவும் இல்லை',
    REFUND_DUE: 'பணம் திருப்பித் தர வேண்டியுள்ளது',
    REFUNDED: 'பணம் திருப்பித் தரப்பட்டது',
  },
  te: {
    AWAITING_PAYMENT: 'చెల్లింపు కోసం వేచి ఉంది',
    COD_DUE: 'డెలివరీ సమయంలో చెల్లింపు',
    PAID: 'చెల్లించబడింది',
    EXPIRED: 'చెల్లించకపోవడంతో గడువు ముగిసింది',
    VOID: 'చెల్లించాల్సింది ఏమీ లేదు',
    REFUND_DUE: 'వాపసు ఇవ్వాల్సి ఉంది',
    REFUNDED: 'వాపసు ఇవ్వబడింది',
  },
};

interface Texts {
  payment: string;
  receivedSubject: (n: number) => string;
  received: (n: number, total: string, reference: string) => string;
  invoice: (number: string) => string;
  expiredSubject: (n: number) => string;
  expired: (n: number) => string;
  view: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    payment: 'Payment',
    receivedSubject: (n) => `GaadiParts order #${n}: payment received`,
    received: (n, total, ref) =>
      `We received your payment of ${total} (reference ${ref}). Your order #${n} is confirmed.`,
    invoice: (inv) => `Your tax invoice ${inv} is ready.`,
    expiredSubject: (n) => `GaadiParts order #${n} expired unpaid`,
    expired: (n) =>
      `We did not receive the payment for your order #${n} in time, so it has been cancelled and its items released. If you paid, reply to this e-mail with your payment reference and we will refund you.`,
    view: 'View your order',
  },
  hi: {
    payment: 'भुगतान',
    receivedSubject: (n) => `GaadiParts ऑर्डर #${n}: भुगतान मिल गया`,
    received: (n, total, ref) => `हमें आपका ${total} का भुगतान मिल गया (रेफ़रेंस ${ref})। आपका ऑर्डर #${n} कन्फ़र्म हो गया है।`,
    invoice: (inv) => `आपका टैक्स इनवॉइस ${inv} तैयार है।`,
    expiredSubject: (n) => `GaadiParts ऑर्डर #${n} भुगतान न होने से समाप्त`,
    expired: (n) =>
      `आपके ऑर्डर #${n} का भुगतान समय पर नहीं मिला, इसलिए ऑर्डर रद्द कर दिया गया है और उसके सामान फिर से उपलब्ध हैं। अगर आपने भुगतान किया है, तो इस ई-मेल के जवाब में अपना पेमेंट रेफ़रेंस भेजें; हम आपका पैसा लौटा देंगे।`,
    view: 'अपना ऑर्डर देखें',
  },
  kn: {
    payment: 'ಪಾವತಿ',
    receivedSubject: (n) => `GaadiParts ಆರ್ಡರ್ #${n}: ಪಾವತಿ ತಲುಪಿದೆ`,
    received: (n, total, ref) => `ನಿಮ್ಮ ${total} ಪಾವತಿ ನಮಗೆ ತಲುಪಿದೆ (ಉಲ್ಲೇಖ ${ref}). ನಿಮ್ಮ ಆರ್ಡರ್ #${n} ದೃಢೀಕರಿಸಲಾಗಿದೆ.`,
    invoice: (inv) => `ನಿಮ್ಮ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ${inv} ಸಿದ್ಧವಾಗಿದೆ.`,
    expiredSubject: (n) => `GaadiParts ಆರ್ಡರ್ #${n} ಪಾವತಿಯಾಗದೆ ಅವಧಿ ಮುಗಿದಿದೆ`,
    expired: (n) =>
      `ನಿಮ್ಮ ಆರ್ಡರ್ #${n} ಪಾವತಿ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ತಲುಪಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ ಮತ್ತು ಅದರ ವಸ್ತುಗಳನ್ನು ಬಿಡುಗಡೆ ಮಾಡಲಾಗಿದೆ. ನೀವು ಪಾವತಿಸಿದ್ದರೆ, ನಿಮ್ಮ ಪಾವತಿ ಉಲ್ಲೇಖದೊಂದಿಗೆ ಈ ಇ-ಮೇಲ್‌ಗೆ ಉತ್ತರಿಸಿ; ನಾವು ಹಣ ಹಿಂತಿರುಗಿಸುತ್ತೇವೆ.`,
    view: 'ನಿಮ್ಮ ಆರ್ಡರ್ ನೋಡಿ',
  },
  ta: {
    payment: 'கட்டணம்',
    receivedSubject: (n) => `GaadiParts ஆர்டர் #${n}: பணம் கிடைத்தது`,
    received: (n, total, ref) =>
      `நீங்கள் செலுத்திய ${total} எங்களுக்குக் கிடைத்தது (குறிப்பு எண் ${ref}). உங்கள் ஆர்டர் #${n} உறுதிசெய்யப்பட்டது.`,
    invoice: (inv) => `உங்கள் வரி விலைப்பட்டியல் ${inv} தயாராக உள்ளது.`,
    expiredSubject: (n) => `GaadiParts ஆர்டர் #${n} செலுத்தப்படாமல் காலாவதியானது`,
    expired: (n) =>
      `உங்கள் ஆர்டர் #${n}-க்கான பணம் உரிய நேரத்தில் கிடைக்கவில்லை, எனவே ஆர்டர் ரத்துசெய்யப்பட்டு அதன் பொருட்கள் விடுவிக்கப்பட்டன. நீங்கள் பணம் செலுத்தியிருந்தால், உங்கள் கட்டணக் குறிப்பு எண்ணுடன் இந்த மின்னஞ்சலுக்குப் பதிலளிக்கவும்; பணத்தைத் திருப்பித் தருவோம்.`,
    view: 'உங்கள் ஆர்டரைப் பார்க்கவும்',
  },
  te: {
    payment: 'చెల్లింపు',
    receivedSubject: (n) => `GaadiParts ఆర్డర్ #${n}: చెల్లింపు అందింది`,
    received: (n, total, ref) => `మీ ${total} చెల్లింపు మాకు అందింది (రిఫరెన్స్ ${ref}). మీ ఆర్డర్ #${n} నిర్ధారించబడింది.`,
    invoice: (inv) => `మీ పన్ను ఇన్‌వాయిస్ ${inv} సిద్ధంగా ఉంది.`,
    expiredSubject: (n) => `GaadiParts ఆర్డర్ #${n} చెల్లించకపోవడంతో గడువు ముగిసింది`,
    expired: (n) =>
      `మీ ఆర్డర్ #${n} చెల్లింపు సమయానికి అందలేదు, కాబట్టి ఆర్డర్ రద్దు చేయబడింది మరియు దాని వస్తువులు విడుదల చేయబడ్డాయి. మీరు చెల్లించి ఉంటే, మీ చెల్లింపు రిఫరెన్స్‌తో ఈ ఇ-మెయిల్‌కు జవాబు ఇవ్వండి; మేము డబ్బు వాపసు చేస్తాము.`,
    view: 'మీ ఆర్డర్ చూడండి',
  },
};

/** "Payment: Awaiting payment", for the order e-mails. */
export function paymentStatusLine(status: PaymentStatus, language: string | null): string {
  const lang = languageOf(language);
  return `${TEXTS[lang].payment}: ${PAYMENT_STATUS_TEXTS[lang][status]}`;
}

const orderLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/cart/checkout/${token}`;

function message(to: string, subject: string, lines: string[], link: { label: string; href: string }): MailMessage {
  return {
    to,
    subject,
    text: [...lines, '', `${link.label}: ${link.href}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  };
}

/** After staff confirmed the payment: paid, confirmed, and the tax invoice it issued. */
export function paymentReceivedMail(
  order: OrderRow,
  reference: string,
  invoice: TaxDocumentRow | null,
  language: string | null,
  publicUrl: string,
): MailMessage {
  const lang = languageOf(language);
  const t = TEXTS[lang];
  const lines = [
    t.received(order.number, formatInr(order.total, lang), reference),
    paymentStatusLine(order.payment_status, lang),
    ...(invoice ? [t.invoice(invoice.number), invoiceLinks(publicUrl, order.token).page] : []),
  ];
  return message(order.email, t.receivedSubject(order.number), lines, {
    label: t.view,
    href: orderLink(publicUrl, order.token),
  });
}

/** After the expiry job cancelled the unpaid order. */
export function paymentExpiredMail(order: OrderRow, language: string | null, publicUrl: string): MailMessage {
  const lang = languageOf(language);
  const t = TEXTS[lang];
  return message(
    order.email,
    t.expiredSubject(order.number),
    [t.expired(order.number), paymentStatusLine(order.payment_status, lang)],
    { label: t.view, href: orderLink(publicUrl, order.token) },
  );
}
