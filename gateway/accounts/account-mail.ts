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
  claimSubject: string;
  claimBody: string;
  claimAction: string;
  claimIgnore: string;
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
    claimSubject: 'Add your guest orders to your GaadiParts account',
    claimBody:
      'You asked to add the orders you placed as a guest with this e-mail address to your GaadiParts account. The link works once, for 24 hours.',
    claimAction: 'Add my orders',
    claimIgnore: 'If this was not you, ignore this e-mail: nothing changes.',
  },
  hi: {
    welcomeSubject: 'GaadiParts में आपका स्वागत है',
    welcomeBody: (name) => `नमस्ते ${name}, आपका GaadiParts खाता तैयार है।`,
    welcomeAction: 'अपने खाते पर जाएँ',
    resetSubject: 'अपना GaadiParts पासवर्ड रीसेट करें',
    resetBody: 'आपके GaadiParts खाते का पासवर्ड रीसेट करने का अनुरोध किया गया है। यह लिंक 1 घंटे तक, एक ही बार काम करेगा।',
    resetAction: 'नया पासवर्ड चुनें',
    resetIgnore: 'अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    claimSubject: 'मेहमान के रूप में दिए ऑर्डर अपने GaadiParts खाते में जोड़ें',
    claimBody:
      'आपने इस ई-मेल पते से मेहमान के रूप में दिए गए ऑर्डर अपने GaadiParts खाते में जोड़ने का अनुरोध किया है। यह लिंक 24 घंटे तक, एक ही बार काम करेगा।',
    claimAction: 'मेरे ऑर्डर जोड़ें',
    claimIgnore: 'अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: कुछ नहीं बदलेगा।',
  },
  kn: {
    welcomeSubject: 'GaadiPartsಗೆ ಸ್ವಾಗತ',
    welcomeBody: (name) => `ನಮಸ್ಕಾರ ${name}, ನಿಮ್ಮ GaadiParts ಖಾತೆ ಸಿದ್ಧವಾಗಿದೆ.`,
    welcomeAction: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಹೋಗಿ',
    resetSubject: 'ನಿಮ್ಮ GaadiParts ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
    resetBody: 'ನಿಮ್ಮ GaadiParts ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ವಿನಂತಿ ಬಂದಿದೆ. ಈ ಲಿಂಕ್ 1 ಗಂಟೆಯವರೆಗೆ, ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
    resetAction: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಿ',
    resetIgnore: 'ಇದು ನೀವಲ್ಲದಿದ್ದರೆ, ಈ ಇ-ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ: ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗುವುದಿಲ್ಲ.',
    claimSubject: 'ಅತಿಥಿಯಾಗಿ ಮಾಡಿದ ಆರ್ಡರ್‌ಗಳನ್ನು ನಿಮ್ಮ GaadiParts ಖಾತೆಗೆ ಸೇರಿಸಿ',
    claimBody:
      'ಈ ಇ-ಮೇಲ್ ವಿಳಾಸದಿಂದ ಅತಿಥಿಯಾಗಿ ಮಾಡಿದ ಆರ್ಡರ್‌ಗಳನ್ನು ನಿಮ್ಮ GaadiParts ಖಾತೆಗೆ ಸೇರಿಸಲು ನೀವು ವಿನಂತಿಸಿದ್ದೀರಿ. ಈ ಲಿಂಕ್ 24 ಗಂಟೆಗಳವರೆಗೆ, ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
    claimAction: 'ನನ್ನ ಆರ್ಡರ್‌ಗಳನ್ನು ಸೇರಿಸಿ',
    claimIgnore: 'ಇದು ನೀವಲ್ಲದಿದ್ದರೆ, ಈ ಇ-ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ: ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.',
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
    claimSubject: 'விருந்தினராகச் செய்த ஆர்டர்களை உங்கள் GaadiParts கணக்கில் சேர்க்கவும்',
    claimBody:
      'இந்த மின்னஞ்சல் முகவரியுடன் விருந்தினராகச் செய்த ஆர்டர்களை உங்கள் GaadiParts கணக்கில் சேர்க்கக் கேட்டுள்ளீர்கள். இந்த இணைப்பு 24 மணி நேரம், ஒரு முறை மட்டுமே வேலை செய்யும்.',
    claimAction: 'என் ஆர்டர்களைச் சேர்',
    claimIgnore: 'இது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் மாறாது.',
  },
  te: {
    welcomeSubject: 'GaadiPartsకు స్వాగతం',
    welcomeBody: (name) => `నమస్కారం ${name}, మీ GaadiParts ఖాతా సిద్ధంగా ఉంది.`,
    welcomeAction: 'మీ ఖాతాకు వెళ్ళండి',
    resetSubject: 'మీ GaadiParts పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    resetBody: 'మీ GaadiParts ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని అభ్యర్థన వచ్చింది. ఈ లింక్ 1 గంట పాటు, ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
    resetAction: 'కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి',
    resetIgnore: 'ఇది మీరు కాకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు.',
    claimSubject: 'అతిథిగా చేసిన ఆర్డర్‌లను మీ GaadiParts ఖాతాకు జోడించండి',
    claimBody:
      'ఈ ఇ-మెయిల్ చిరునామాతో అతిథిగా చేసిన ఆర్డర్‌లను మీ GaadiParts ఖాతాకు జోడించమని మీరు అడిగారు. ఈ లింక్ 24 గంటల పాటు, ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
    claimAction: 'నా ఆర్డర్‌లను జోడించండి',
    claimIgnore: 'ఇది మీరు కాకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోకండి: ఏమీ మారదు.',
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

export function guestOrderClaimMail(lang: Language, to: string, token: string, publicUrl: string): MailMessage {
  const t = TEXTS[lang];
  const url = new URL('/account/claim-orders', publicUrl);
  url.searchParams.set('token', token);
  return message(to, lang, t.claimSubject, [t.claimBody, t.claimIgnore], { label: t.claimAction, url: url.toString() });
}
