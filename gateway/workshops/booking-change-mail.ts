/**
 * The e-mails a shopper gets when the workshop (staff, through the back office) moves or cancels
 * their booking, in the language they booked in. Sent after the change is committed.
 */
import { languageOf } from '../accounts/account-rules';
import type { MailMessage } from '../mail/mailer';
import type { ContentDictionary } from '../translations/content-dictionary';
import { bookingLink, bookingMessage, bookingPlace, dateTime, type Language } from './booking-mail';
import type { BookingRow, ServiceCityRow, ServiceRow } from './workshops.mappers';

interface ChangeTexts {
  movedSubject: (reference: string) => string;
  moved: (reference: string) => string;
  cancelledSubject: (reference: string) => string;
  cancelled: (reference: string) => string;
  was: string;
  now: string;
  where: string;
  sorry: string;
  action: string;
}

const TEXTS: Record<Language, ChangeTexts> = {
  en: {
    movedSubject: (r) => `GaadiParts booking ${r}: new time`,
    moved: (r) => `The workshop has moved your booking ${r} to a new time.`,
    cancelledSubject: (r) => `GaadiParts booking ${r} cancelled`,
    cancelled: (r) => `The workshop has cancelled your booking ${r}.`,
    was: 'Before',
    now: 'Now',
    where: 'Where',
    sorry: 'We are sorry for the trouble. Reply to this e-mail or call the workshop if the change does not suit you.',
    action: 'View your booking',
  },
  hi: {
    movedSubject: (r) => `GaadiParts बुकिंग ${r}: नया समय`,
    moved: (r) => `वर्कशॉप ने आपकी बुकिंग ${r} का समय बदल दिया है।`,
    cancelledSubject: (r) => `GaadiParts बुकिंग ${r} रद्द हुई`,
    cancelled: (r) => `वर्कशॉप ने आपकी बुकिंग ${r} रद्द कर दी है।`,
    was: 'पहले',
    now: 'अब',
    where: 'कहाँ',
    sorry: 'असुविधा के लिए हमें खेद है। अगर यह बदलाव आपके लिए ठीक नहीं है तो इस ई-मेल का जवाब दें या वर्कशॉप को फ़ोन करें।',
    action: 'अपनी बुकिंग देखें',
  },
  kn: {
    movedSubject: (r) => `GaadiParts ಬುಕಿಂಗ್ ${r}: ಹೊಸ ಸಮಯ`,
    moved: (r) => `ವರ್ಕ್‌ಶಾಪ್ ನಿಮ್ಮ ಬುಕಿಂಗ್ ${r} ಅನ್ನು ಹೊಸ ಸಮಯಕ್ಕೆ ಬದಲಾಯಿಸಿದೆ.`,
    cancelledSubject: (r) => `GaadiParts ಬುಕಿಂಗ್ ${r} ರದ್ದಾಗಿದೆ`,
    cancelled: (r) => `ವರ್ಕ್‌ಶಾಪ್ ನಿಮ್ಮ ಬುಕಿಂಗ್ ${r} ಅನ್ನು ರದ್ದುಗೊಳಿಸಿದೆ.`,
    was: 'ಮೊದಲು',
    now: 'ಈಗ',
    where: 'ಎಲ್ಲಿ',
    sorry: 'ತೊಂದರೆಗಾಗಿ ಕ್ಷಮಿಸಿ. ಈ ಬದಲಾವಣೆ ನಿಮಗೆ ಸರಿಹೊಂದದಿದ್ದರೆ ಈ ಇ-ಮೇಲ್‌ಗೆ ಉತ್ತರಿಸಿ ಅಥವಾ ವರ್ಕ್‌ಶಾಪ್‌ಗೆ ಕರೆ ಮಾಡಿ.',
    action: 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ನೋಡಿ',
  },
  ta: {
    movedSubject: (r) => `GaadiParts முன்பதிவு ${r}: புதிய நேரம்`,
    moved: (r) => `பணிமனை உங்கள் முன்பதிவு ${r}-ஐ புதிய நேரத்துக்கு மாற்றியுள்ளது.`,
    cancelledSubject: (r) => `GaadiParts முன்பதிவு ${r} ரத்து செய்யப்பட்டது`,
    cancelled: (r) => `பணிமனை உங்கள் முன்பதிவு ${r}-ஐ ரத்து செய்துள்ளது.`,
    was: 'முன்பு',
    now: 'இப்போது',
    where: 'எங்கே',
    sorry:
      'சிரமத்துக்கு வருந்துகிறோம். இந்த மாற்றம் உங்களுக்குப் பொருந்தவில்லை என்றால் இந்த மின்னஞ்சலுக்குப் பதிலளிக்கவும் அல்லது பணிமனையை அழைக்கவும்.',
    action: 'உங்கள் முன்பதிவைப் பார்க்கவும்',
  },
  te: {
    movedSubject: (r) => `GaadiParts బుకింగ్ ${r}: కొత్త సమయం`,
    moved: (r) => `వర్క్‌షాప్ మీ బుకింగ్ ${r} ను కొత్త సమయానికి మార్చింది.`,
    cancelledSubject: (r) => `GaadiParts బుకింగ్ ${r} రద్దు చేయబడింది`,
    cancelled: (r) => `వర్క్‌షాప్ మీ బుకింగ్ ${r} ను రద్దు చేసింది.`,
    was: 'ఇంతకు ముందు',
    now: 'ఇప్పుడు',
    where: 'ఎక్కడ',
    sorry: 'అసౌకర్యానికి చింతిస్తున్నాము. ఈ మార్పు మీకు సరిపోకపోతే ఈ ఇ-మెయిల్‌కు జవాబు ఇవ్వండి లేదా వర్క్‌షాప్‌కు ఫోన్ చేయండి.',
    action: 'మీ బుకింగ్ చూడండి',
  },
};

export interface BookingChange {
  kind: 'moved' | 'cancelled';
  /** The booking before the change (its old slot) and after it. */
  before: BookingRow;
  after: BookingRow;
  service: ServiceRow;
  city: ServiceCityRow;
  /** The content in the booking's language (its service, package and workshop address). */
  dictionary: ContentDictionary;
}

/** The e-mail telling the shopper the workshop moved or cancelled their booking. */
export function bookingChangeMail(
  { kind, before, after, service, city, dictionary }: BookingChange,
  publicUrl: string,
): MailMessage {
  const language = languageOf(after.language);
  const t = TEXTS[language];
  const when = (row: BookingRow) => dateTime(new Date(row.slot_start), language);
  const link = bookingLink(after, after.user_id !== null, publicUrl);
  const place = bookingPlace(dictionary, after, service, city);
  const lines =
    kind === 'moved'
      ? [t.moved(after.reference), place.what, `${t.was}: ${when(before)}`, `${t.now}: ${when(after)}`]
      : [t.cancelled(after.reference), place.what, `${t.was}: ${when(before)}`];
  lines.push(`${t.where}: ${place.where}`, t.sorry);
  const subject = kind === 'moved' ? t.movedSubject(after.reference) : t.cancelledSubject(after.reference);
  return bookingMessage({ to: after.contact_email, subject, lines, link, action: t.action });
}
