/**
 * "Your order is confirmed — tax invoice GP/…": sent after the confirmation is committed, in the
 * shopper's account language (guests: English; orders do not record a language), with the links
 * to the invoice page and its PDF. Amounts with the shared rupee formatter (rules/money/inr).
 */
import { formatInr } from '../../rules/money/inr';
import { languageOf, type LANGUAGES } from '../accounts/account-rules';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { OrderRow } from '../orders/orders.mappers';
import type { TaxDocumentRow } from './invoices.service';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  subject: (order: number, invoice: string) => string;
  body: (order: number, invoice: string, total: string) => string;
  view: string;
  pdf: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n, inv) => `Your GaadiParts order #${n} is confirmed — tax invoice ${inv}`,
    body: (n, inv, total) => `Your order #${n} is confirmed. Your tax invoice ${inv} for ${total} is ready.`,
    view: 'View your tax invoice',
    pdf: 'Download it as PDF',
  },
  hi: {
    subject: (n, inv) => `आपका GaadiParts ऑर्डर #${n} कन्फ़र्म हो गया है — टैक्स इनवॉइस ${inv}`,
    body: (n, inv, total) => `आपका ऑर्डर #${n} कन्फ़र्म हो गया है। ${total} का आपका टैक्स इनवॉइस ${inv} तैयार है।`,
    view: 'अपना टैक्स इनवॉइस देखें',
    pdf: 'PDF के रूप में डाउनलोड करें',
  },
  kn: {
    subject: (n, inv) => `ನಿಮ್ಮ GaadiParts ಆರ್ಡರ್ #${n} ದೃಢೀಕರಿಸಲಾಗಿದೆ — ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ${inv}`,
    body: (n, inv, total) => `ನಿಮ್ಮ ಆರ್ಡರ್ #${n} ದೃಢೀಕರಿಸಲಾಗಿದೆ. ${total} ಮೊತ್ತದ ನಿಮ್ಮ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ${inv} ಸಿದ್ಧವಾಗಿದೆ.`,
    view: 'ನಿಮ್ಮ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ನೋಡಿ',
    pdf: 'PDF ಆಗಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
  },
  ta: {
    subject: (n, inv) => `உங்கள் GaadiParts ஆர்டர் #${n} உறுதிசெய்யப்பட்டது — வரி விலைப்பட்டியல் ${inv}`,
    body: (n, inv, total) =>
      `உங்கள் ஆர்டர் #${n} உறுதிசெய்யப்பட்டது. ${total} தொகைக்கான உங்கள் வரி விலைப்பட்டியல் ${inv} தயாராக உள்ளது.`,
    view: 'உங்கள் வரி விலைப்பட்டியலைப் பார்க்கவும்',
    pdf: 'PDF ஆகப் பதிவிறக்கவும்',
  },
  te: {
    subject: (n, inv) => `మీ GaadiParts ఆర్డర్ #${n} నిర్ధారించబడింది — పన్ను ఇన్‌వాయిస్ ${inv}`,
    body: (n, inv, total) => `మీ ఆర్డర్ #${n} నిర్ధారించబడింది. ${total} మొత్తానికి మీ పన్ను ఇన్‌వాయిస్ ${inv} సిద్ధంగా ఉంది.`,
    view: 'మీ పన్ను ఇన్‌వాయిస్ చూడండి',
    pdf: 'PDF గా డౌన్‌లోడ్ చేయండి',
  },
};

/** The invoice page and PDF addresses of an order (by its token, which the e-mail already carries). */
export function invoiceLinks(publicUrl: string, token: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { page: `${base}/cart/checkout/${token}/invoice`, pdf: `${base}/orders/${token}/invoice.pdf` };
}

export function invoiceMail(
  order: OrderRow,
  invoice: TaxDocumentRow,
  language: string | null,
  publicUrl: string,
): MailMessage {
  const t = TEXTS[languageOf(language)];
  const links = invoiceLinks(publicUrl, order.token);
  const body = t.body(order.number, invoice.number, formatInr(invoice.document.totals.total, languageOf(language)));
  return {
    to: order.email,
    subject: t.subject(order.number, invoice.number),
    text: [body, '', `${t.view}: ${links.page}`, `${t.pdf}: ${links.pdf}`].join('\n'),
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(links.page)}">${escapeHtml(t.view)}</a> · <a href="${escapeHtml(links.pdf)}">${escapeHtml(t.pdf)}</a></p>`,
  };
}
