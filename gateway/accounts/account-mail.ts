import { escapeHtml, type MailMessage } from '../mail/mailer';
import type { LANGUAGES } from './account-rules';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  welcomeSubject: string;
  welcomeBody: (name: string) => string;
  welcomeAction: string;
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  resetIgnore: string;
}

/** E-mail texts per shopper language; {name} is the shopper's first name or e-mail. */
const TEXTS: Record<Language, Texts> = {
  en: {
    welcomeSubject: 'Welcome to GaadiParts',
    welcomeBody: (name) => `Hello ${name}, your GaadiParts account is ready.`,
    welcomeAction: 'Go to your account',
    resetSubject: 'Reset your GaadiParts password',
    resetBody: 'Someone asked to reset the password of your GaadiParts account. The link works once, for 1 hour.',
    resetAction: 'Choose a new password',
    resetIgnore: 'If this was not you, ignore this e-mail: your password stays as it is.',
  },
  hi: {
    welcomeSubject: 'GaadiParts में आपका स्वागत है',
    welcomeBody: (name) => `नमस्ते ${name}, आपका GaadiParts खाता तैयार है।`,
    welcomeAction: 'अपने खाते पर जाएँ',
    resetSubject: 'अपना GaadiParts पासवर्ड रीसेट करें',
    resetBody: 'आपके GaadiParts खाते का पासवर्ड रीसेट करने का अनुरोध किया गया है। यह लिंक 1 घंटे तक, एक ही बार काम करेगा।',
    resetAction: 'नया पासवर्ड चुनें',
    resetIgnore: 'अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  },
  kn: {
    welcomeSubject: 'GaadiPartsಗೆ ಸ್ವಾಗತ',
    welcomeBody: (name) => `ನಮಸ್ಕಾರ ${name}, ನಿಮ್ಮ GaadiParts ಖಾತೆ ಸಿದ್ಧವಾಗಿದೆ.`,
    welcomeAction: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಹೋಗಿ',
    resetSubject: 'ನಿಮ್ಮ GaadiParts ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
    resetBody: 'ನಿಮ್ಮ GaadiParts ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ವಿನಂತಿ ಬಂದಿದೆ. ಈ ಲಿಂಕ್ 1 ಗಂಟೆಯವರೆಗೆ, ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
    resetAction: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಿ',
    resetIgnore: 'ಇದು ನೀವಲ್ಲದಿದ್ದರೆ, ಈ ಇ-ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ: ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗುವುದಿಲ್ಲ.',
  },
  ta: {
    welcomeSubject: 'GaadiParts-க்கு வரவேற்கிறோம்',
    welcomeBody: (name) => `வணக்கம் ${name}, உங்கள் GaadiParts கணக்கு தயார்.`,
    welcomeAction: 'உங்கள் கணக்குக்குச் செல்லுங்கள்',
    resetSubject: 'உங்கள் GaadiParts கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetBody:
      'உங்கள் GaadiParts கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரிக்கை வந்துள்ளது. இந்த இணைப்பு 1 மணி நேரம், ஒரு முறை மட்டுமே வேலை செய்யும்.',
    resetAction: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
    resetIgnore: 'இது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
  },
  te: {
    welcomeSubject: 'GaadiPartsకు స్వాగతం',
    welcomeBody: (name) => `నమస్కారం ${name}, మీ GaadiParts ఖాతా సిద్ధంగా ఉంది.`,
    welcomeAction: 'మీ ఖాతాకు వెళ్ళండి',
    resetSubject: 'మీ GaadiParts పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    resetBody: 'మీ GaadiParts ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని అభ్యర్థన వచ్చింది. ఈ లింక్ 1 గంట పాటు, ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
    resetAction: 'కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి',
    resetIgnore: 'ఇది మీరు కాకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు.',
  },
};

function message(
  to: string,
  lang: Language,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`].join('\n');
  const paragraphs = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const link = `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`;
  const html = `<!doctype html><html lang="${lang}"><body>${paragraphs}${link}</body></html>`;
  return { to, subject, text, html };
}

export function welcomeMail(lang: Language, to: string, name: string, publicUrl: string): MailMessage {
  const t = TEXTS[lang];
  return message(to, lang, t.welcomeSubject, [t.welcomeBody(name)], {
    label: t.welcomeAction,
    url: new URL('/account/dashboard', publicUrl).toString(),
  });
}

export function passwordResetMail(lang: Language, to: string, token: string, publicUrl: string): MailMessage {
  const t = TEXTS[lang];
  const url = new URL('/account/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return message(to, lang, t.resetSubject, [t.resetBody, t.resetIgnore], { label: t.resetAction, url: url.toString() });
}
