import { languageOf, type LANGUAGES } from '../accounts/account-rules';
import { escapeHtml, type MailMessage } from '../mail/mailer';
import { cancelDeadline } from './booking-rules';
import type { BookingRow, ServiceCityRow, ServiceRow } from './workshops.mappers';
import { formatInr } from '../../rules/money/inr';
import { type ContentDictionary, translated } from '../translations/content-dictionary';

export type Language = (typeof LANGUAGES)[number];

interface Texts {
  subject: (reference: string) => string;
  body: (reference: string) => string;
  when: string;
  where: string;
  price: string;
  cancel: (deadline: string) => string;
  /** An installation booked with an order: it goes with the order. */
  withOrder: (number: number) => string;
  action: string;
}

/** Confirmation texts per language; service and package names are content (English). */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (r) => `GaadiParts booking ${r} confirmed`,
    body: (r) => `Thank you! Your booking ${r} is confirmed.`,
    when: 'When',
    where: 'Where',
    price: 'Price',
    cancel: (d) => `You can cancel until ${d}.`,
    withOrder: (n) => `Booked with your order ${n}: cancelling the order cancels this booking.`,
    action: 'View your booking',
  },
  hi: {
    subject: (r) => `GaadiParts बुकिंग ${r} की पुष्टि हुई`,
    body: (r) => `धन्यवाद! आपकी बुकिंग ${r} की पुष्टि हो गई है।`,
    when: 'कब',
    where: 'कहाँ',
    price: 'कीमत',
    cancel: (d) => `आप ${d} तक रद्द कर सकते हैं।`,
    withOrder: (n) => `आपके ऑर्डर ${n} के साथ बुक किया गया: ऑर्डर रद्द करने पर यह बुकिंग भी रद्द हो जाती है।`,
    action: 'अपनी बुकिंग देखें',
  },
  kn: {
    subject: (r) => `GaadiParts ಬುಕಿಂಗ್ ${r} ದೃಢೀಕರಿಸಲಾಗಿದೆ`,
    body: (r) => `ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಬುಕಿಂಗ್ ${r} ದೃಢೀಕರಿಸಲಾಗಿದೆ.`,
    when: 'ಯಾವಾಗ',
    where: 'ಎಲ್ಲಿ',
    price: 'ಬೆಲೆ',
    cancel: (d) => `${d} ರವರೆಗೆ ನೀವು ರದ್ದುಗೊಳಿಸಬಹುದು.`,
    withOrder: (n) => `ನಿಮ್ಮ ಆರ್ಡರ್ ${n} ಜೊತೆ ಬುಕ್ ಮಾಡಲಾಗಿದೆ: ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಿದರೆ ಈ ಬುಕಿಂಗ್ ಕೂಡ ರದ್ದಾಗುತ್ತದೆ.`,
    action: 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ನೋಡಿ',
  },
  ta: {
    subject: (r) => `GaadiParts முன்பதிவு ${r} உறுதிசெய்யப்பட்டது`,
    body: (r) => `நன்றி! உங்கள் முன்பதிவு ${r} உறுதிசெய்யப்பட்டது.`,
    when: 'எப்போது',
    where: 'எங்கே',
    price: 'விலை',
    cancel: (d) => `${d} வரை ரத்து செய்யலாம்.`,
    withOrder: (n) => `உங்கள் ஆர்டர் ${n} உடன் பதிவு செய்யப்பட்டது: ஆர்டரை ரத்து செய்தால் இந்தப் பதிவும் ரத்தாகும்.`,
    action: 'உங்கள் முன்பதிவைப் பார்க்கவும்',
  },
  te: {
    subject: (r) => `GaadiParts బుకింగ్ ${r} నిర్ధారించబడింది`,
    body: (r) => `ధన్యవాదాలు! మీ బుకింగ్ ${r} నిర్ధారించబడింది.`,
    when: 'ఎప్పుడు',
    where: 'ఎక్కడ',
    price: 'ధర',
    cancel: (d) => `${d} వరకు మీరు రద్దు చేయవచ్చు.`,
    withOrder: (n) => `మీ ఆర్డర్ ${n} తో బుక్ చేయబడింది: ఆర్డర్ రద్దు చేస్తే ఈ బుకింగ్ కూడా రద్దవుతుంది.`,
    action: 'మీ బుకింగ్ చూడండి',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', kn: 'kn-IN', ta: 'ta-IN', te: 'te-IN' };

/** A slot's date and time in the shopper's language, India time (also booking-change-mail.ts). */
export const dateTime = (instant: Date, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(instant);

export interface BookingMail {
  booking: BookingRow;
  service: ServiceRow;
  city: ServiceCityRow;
  /** The content in the booking's language (its service, package and workshop address). */
  dictionary: ContentDictionary;
  /** Signed-in bookers find it in their account; guests get the token link. */
  signedIn: boolean;
  /** The order's number when it was booked with an order (installation with a part). */
  orderNumber?: number;
}

/** Where the shopper sees the booking: their account when signed in, else the guest's token link. */
export function bookingLink(booking: BookingRow, signedIn: boolean, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return signedIn ? `${base}/account/bookings` : `${base}/services/bookings/${booking.token}`;
}

/**
 * What was booked and where, as the shopper reads them: the service, package and workshop address in
 * the booking's language, English where a text is not translated; the workshop's name as written
 * (also booking-change-mail.ts).
 */
export function bookingPlace(
  dictionary: ContentDictionary,
  booking: BookingRow,
  service: ServiceRow,
  city: ServiceCityRow,
) {
  const serviceName = translated(dictionary.service(service.id).name, service.name);
  const packageName = translated(dictionary.servicePackage(booking.package_id).name, booking.package_name);
  const address = translated(dictionary.workshop(city.city).address, city.address);
  return { what: `${serviceName}: ${packageName}`, where: `${city.workshop_name}, ${address}` };
}

/** The booking confirmation, sent after the booking is committed. */
export function bookingConfirmation(
  { booking, service, city, dictionary, signedIn, orderNumber }: BookingMail,
  publicUrl: string,
): MailMessage {
  const language = languageOf(booking.language);
  const t = TEXTS[language];
  const link = bookingLink(booking, signedIn, publicUrl);
  const price = formatInr(booking.price, language);
  const place = bookingPlace(dictionary, booking, service, city);
  const lines = [
    t.body(booking.reference),
    place.what,
    `${t.when}: ${dateTime(new Date(booking.slot_start), language)}`,
    `${t.where}: ${place.where}`,
    `${t.price}: ${price}`,
    orderNumber === undefined
      ? t.cancel(dateTime(cancelDeadline(new Date(booking.slot_start)), language))
      : t.withOrder(orderNumber),
  ];
  return bookingMessage({
    to: booking.contact_email,
    subject: t.subject(booking.reference),
    lines,
    link,
    action: t.action,
  });
}

/** A booking e-mail: its lines as text and paragraphs, then the link to the booking. */
export function bookingMessage(mail: { to: string; subject: string; lines: string[]; link: string; action: string }) {
  const { to, subject, lines, link, action } = mail;
  return {
    to,
    subject,
    text: [...lines, '', `${action}: ${link}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  } satisfies MailMessage;
}
