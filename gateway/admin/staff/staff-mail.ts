import { languageOf, type LANGUAGES } from '../../accounts/account-rules';
import { escapeHtml, type MailMessage } from '../../mail/mailer';
import type { StaffRole } from './staff-roles';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  subject: string;
  hello: (name: string) => string;
  invited: (by: string, role: string) => string;
  link: (hours: number) => string;
  action: string;
  roles: Record<StaffRole, string>;
}

/** The back office's words for the roles are those of its screens (locales/<code>/admin.po). */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Your GaadiParts back office account',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    invited: (by, role) => `${by} invited you to run GaadiParts from its back office, with the role ${role}.`,
    link: (hours) => `Choose your password with this link; it works once, for ${hours} hours.`,
    action: 'Choose your password',
    roles: { OWNER: 'Owner', OPERATIONS: 'Operations', CATALOGUE: 'Catalogue' },
  },
  hi: {
    subject: 'आपका GaadiParts बैक ऑफ़िस खाता',
    hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    invited: (by, role) => `${by} ने आपको GaadiParts के बैक ऑफ़िस से दुकान चलाने के लिए ${role} की भूमिका में आमंत्रित किया है।`,
    link: (hours) => `इस लिंक से अपना पासवर्ड चुनें; यह एक ही बार, ${hours} घंटे तक काम करेगा।`,
    action: 'अपना पासवर्ड चुनें',
    roles: { OWNER: 'मालिक', OPERATIONS: 'संचालन', CATALOGUE: 'कैटलॉग' },
  },
  kn: {
    subject: 'ನಿಮ್ಮ GaadiParts ಬ್ಯಾಕ್ ಆಫೀಸ್ ಖಾತೆ',
    hello: (name) => (name ? `ನಮಸ್ಕಾರ ${name},` : 'ನಮಸ್ಕಾರ,'),
    invited: (by, role) => `GaadiParts ಅನ್ನು ಅದರ ಬ್ಯಾಕ್ ಆಫೀಸ್‌ನಿಂದ ನಡೆಸಲು ${by} ಅವರು ನಿಮ್ಮನ್ನು ${role} ಪಾತ್ರದೊಂದಿಗೆ ಆಹ್ವಾನಿಸಿದ್ದಾರೆ.`,
    link: (hours) => `ಈ ಲಿಂಕ್ ಮೂಲಕ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಿ; ಇದು ಒಮ್ಮೆ ಮಾತ್ರ, ${hours} ಗಂಟೆಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.`,
    action: 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಿ',
    roles: { OWNER: 'ಮಾಲೀಕ', OPERATIONS: 'ಕಾರ್ಯಾಚರಣೆ', CATALOGUE: 'ಕ್ಯಾಟಲಾಗ್' },
  },
  ta: {
    subject: 'உங்கள் GaadiParts பின் அலுவலகக் கணக்கு',
    hello: (name) => (name ? `வணக்கம் ${name},` : 'வணக்கம்,'),
    invited: (by, role) => `GaadiParts-ஐ அதன் பின் அலுவலகத்திலிருந்து நடத்த ${by} உங்களை ${role} பொறுப்பில் அழைத்துள்ளார்.`,
    link: (hours) => `இந்த இணைப்பில் உங்கள் கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்; இது ஒருமுறை மட்டும், ${hours} மணிநேரம் வரை செயல்படும்.`,
    action: 'உங்கள் கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
    roles: { OWNER: 'உரிமையாளர்', OPERATIONS: 'செயல்பாடுகள்', CATALOGUE: 'பட்டியல்' },
  },
  te: {
    subject: 'మీ GaadiParts బ్యాక్ ఆఫీస్ ఖాతా',
    hello: (name) => (name ? `నమస్కారం ${name},` : 'నమస్కారం,'),
    invited: (by, role) => `GaadiParts‌ను దాని బ్యాక్ ఆఫీస్ నుండి నడపడానికి ${by} మిమ్మల్ని ${role} పాత్రతో ఆహ్వానించారు.`,
    link: (hours) => `ఈ లింక్‌తో మీ పాస్‌వర్డ్‌ను ఎంచుకోండి; ఇది ఒక్కసారి మాత్రమే, ${hours} గంటల వరకు పనిచేస్తుంది.`,
    action: 'మీ పాస్‌వర్డ్‌ను ఎంచుకోండి',
    roles: { OWNER: 'యజమాని', OPERATIONS: 'కార్యకలాపాలు', CATALOGUE: 'కేటలాగ్' },
  },
};

/**
 * The invitation to the back office, in the language the inviting owner chose for the person
 * (`staff.language`, docs/decisions/044): who invited them, for which role, and the one-time link.
 */
export function invitationMail(
  to: { email: string; name: string; role: StaffRole; language: string },
  invitedBy: string,
  link: string,
  hours: number,
): MailMessage {
  const t = TEXTS[languageOf(to.language)];
  const lines = [t.hello(to.name), t.invited(invitedBy, t.roles[to.role]), t.link(hours)];
  return {
    to: to.email,
    subject: t.subject,
    text: [...lines, '', link].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
  };
}

/** Where a one-time link opens the back office's set-password screen. */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/admin/set-password?token=${token}`;
}
