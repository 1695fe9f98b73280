/**
 * The two e-mails of a back-in-stock request, in the language the shopper asked in: the
 * confirmation (with the link that cancels the request) and "it is back" (sent once, then the
 * request is closed). Product names are the same in every language.
 */
import { languageOf, type LANGUAGES } from '../accounts/account-rules';
import { escapeHtml, type MailMessage } from '../mail/mailer';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  confirmSubject: (product: string) => string;
  confirmBody: (product: string) => string;
  cancelLine: string;
  backSubject: (product: string) => string;
  backBody: (product: string) => string;
  closing: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    confirmSubject: (p) => `We will tell you when ${p} is back in stock`,
    confirmBody: (p) => `You asked to be told when ${p} is back in stock. We will write once, as soon as it is.`,
    cancelLine: 'Changed your mind? Stop this notice:',
    backSubject: (p) => `${p} is back in stock`,
    backBody: (p) => `Good news: ${p} is back in stock. Stock can run out again, so order soon:`,
    closing: 'This was the only e-mail about this request. — GaadiParts',
  },
  hi: {
    confirmSubject: (p) => `${p} फिर से स्टॉक में आते ही हम आपको बताएँगे`,
    confirmBody: (p) => `आपने कहा था कि ${p} फिर से स्टॉक में आने पर आपको बताया जाए। जैसे ही यह आएगा, हम एक बार लिखेंगे।`,
    cancelLine: 'इरादा बदल गया? यह सूचना बंद करें:',
    backSubject: (p) => `${p} फिर से स्टॉक में है`,
    backBody: (p) => `खुशख़बरी: ${p} फिर से स्टॉक में है। स्टॉक फिर ख़त्म हो सकता है, इसलिए जल्दी ऑर्डर करें:`,
    closing: 'इस अनुरोध के बारे में यह अकेला ई-मेल था। — GaadiParts',
  },
  kn: {
    confirmSubject: (p) => `${p} ಮತ್ತೆ ಸ್ಟಾಕ್‌ಗೆ ಬಂದಾಗ ನಾವು ನಿಮಗೆ ತಿಳಿಸುತ್ತೇವೆ`,
    confirmBody: (p) => `${p} ಮತ್ತೆ ಸ್ಟಾಕ್‌ಗೆ ಬಂದಾಗ ತಿಳಿಸಲು ನೀವು ಕೇಳಿದ್ದೀರಿ. ಅದು ಬಂದ ಕೂಡಲೇ ನಾವು ಒಮ್ಮೆ ಬರೆಯುತ್ತೇವೆ.`,
    cancelLine: 'ಮನಸ್ಸು ಬದಲಾಯಿತೇ? ಈ ಸೂಚನೆಯನ್ನು ನಿಲ್ಲಿಸಿ:',
    backSubject: (p) => `${p} ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ`,
    backBody: (p) => `ಸಿಹಿ ಸುದ್ದಿ: ${p} ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ. ಸ್ಟಾಕ್ ಮತ್ತೆ ಮುಗಿಯಬಹುದು, ಬೇಗ ಆರ್ಡರ್ ಮಾಡಿ:`,
    closing: 'ಈ ವಿನಂತಿಯ ಬಗ್ಗೆ ಇದೊಂದೇ ಇ-ಮೇಲ್. — GaadiParts',
  },
  ta: {
    confirmSubject: (p) => `${p} மீண்டும் கையிருப்புக்கு வந்ததும் உங்களுக்குத் தெரிவிப்போம்`,
    confirmBody: (p) => `${p} மீண்டும் கையிருப்புக்கு வந்தால் தெரிவிக்கச் சொன்னீர்கள். வந்தவுடன் ஒருமுறை எழுதுவோம்.`,
    cancelLine: 'மனம் மாறிவிட்டதா? இந்த அறிவிப்பை நிறுத்துங்கள்:',
    backSubject: (p) => `${p} மீண்டும் கையிருப்பில் உள்ளது`,
    backBody: (p) => `நல்ல செய்தி: ${p} மீண்டும் கையிருப்பில் உள்ளது. கையிருப்பு மீண்டும் தீரலாம், விரைவில் ஆர்டர் செய்யுங்கள்:`,
    closing: 'இந்தக் கோரிக்கை பற்றிய ஒரே மின்னஞ்சல் இது. — GaadiParts',
  },
  te: {
    confirmSubject: (p) => `${p} మళ్లీ స్టాక్‌లోకి రాగానే మీకు తెలియజేస్తాం`,
    confirmBody: (p) => `${p} మళ్లీ స్టాక్‌లోకి వస్తే తెలియజేయమని మీరు అడిగారు. అది రాగానే ఒకసారి రాస్తాం.`,
    cancelLine: 'మనసు మారిందా? ఈ సూచనను ఆపండి:',
    backSubject: (p) => `${p} మళ్లీ స్టాక్‌లో ఉంది`,
    backBody: (p) => `శుభవార్త: ${p} మళ్లీ స్టాక్‌లో ఉంది. స్టాక్ మళ్లీ అయిపోవచ్చు, త్వరగా ఆర్డర్ చేయండి:`,
    closing: 'ఈ అభ్యర్థన గురించి ఇదొక్కటే ఇ-మెయిల్. — GaadiParts',
  },
};

interface NoticeMail {
  to: string;
  language: string;
  productName: string;
  productSlug: string;
}

const message = (to: string, subject: string, lines: [string, string][]): MailMessage => ({
  to,
  subject,
  text: lines.map(([line, link]) => (link ? `${line}\n${link}` : line)).join('\n\n'),
  html: lines
    .map(([line, link]) =>
      link
        ? `<p>${escapeHtml(line)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join(''),
});

/** "We will tell you", with the link that cancels the request (`/stock-notices/cancel?token=…`). */
export function stockNoticeConfirmationMail(notice: NoticeMail, token: string, publicUrl: string): MailMessage {
  const t = TEXTS[languageOf(notice.language)];
  const cancel = `${publicUrl}/stock-notices/cancel?token=${encodeURIComponent(token)}`;
  return message(notice.to, t.confirmSubject(notice.productName), [
    [t.confirmBody(notice.productName), `${publicUrl}/products/${notice.productSlug}`],
    [t.cancelLine, cancel],
  ]);
}

/** "It is back", with the product's page; the request is closed when this is sent. */
export function backInStockMail(notice: NoticeMail, publicUrl: string): MailMessage {
  const t = TEXTS[languageOf(notice.language)];
  return message(notice.to, t.backSubject(notice.productName), [
    [t.backBody(notice.productName), `${publicUrl}/products/${notice.productSlug}`],
    [t.closing, ''],
  ]);
}
