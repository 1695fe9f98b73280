/**
 * "Your order is on its way": sent after staff shipped an order with a courier and AWB number
 * (docs/decisions/044), in the shopper's account language (guests: English; orders record no
 * language), with the courier, the AWB number and the link to the order's page, which shows the
 * shipment (web/src/features/orders/order-shipment.tsx). A mail failure is logged and never undoes
 * the move.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { languageOf, type LANGUAGES } from '../accounts/account-rules';
import { escapeHtml, type MailMessage, type Mailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import type { OrderRow } from './orders.mappers';

type Language = (typeof LANGUAGES)[number];

interface Texts {
  subject: (n: number) => string;
  shipped: (n: number, courier: string) => string;
  awb: (awb: string) => string;
  track: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `Your GaadiParts order #${n} is on its way`,
    shipped: (n, courier) => `Your order #${n} has been handed to ${courier}.`,
    awb: (awb) => `AWB (tracking) number: ${awb}`,
    track: 'Track your order',
  },
  hi: {
    subject: (n) => `आपका GaadiParts ऑर्डर #${n} रास्ते में है`,
    shipped: (n, courier) => `आपका ऑर्डर #${n} ${courier} को सौंप दिया गया है।`,
    awb: (awb) => `AWB (ट्रैकिंग) नंबर: ${awb}`,
    track: 'अपना ऑर्डर ट्रैक करें',
  },
  kn: {
    subject: (n) => `ನಿಮ್ಮ GaadiParts ಆರ್ಡರ್ #${n} ದಾರಿಯಲ್ಲಿದೆ`,
    shipped: (n, courier) => `ನಿಮ್ಮ ಆರ್ಡರ್ #${n} ಅನ್ನು ${courier} ಅವರಿಗೆ ಹಸ್ತಾಂತರಿಸಲಾಗಿದೆ.`,
    awb: (awb) => `AWB (ಟ್ರ್ಯಾಕಿಂಗ್) ಸಂಖ್ಯೆ: ${awb}`,
    track: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ',
  },
  ta: {
    subject: (n) => `உங்கள் GaadiParts ஆர்டர் #${n} வந்துகொண்டிருக்கிறது`,
    shipped: (n, courier) => `உங்கள் ஆர்டர் #${n} ${courier} நிறுவனத்திடம் ஒப்படைக்கப்பட்டது.`,
    awb: (awb) => `AWB (கண்காணிப்பு) எண்: ${awb}`,
    track: 'உங்கள் ஆர்டரைக் கண்காணிக்கவும்',
  },
  te: {
    subject: (n) => `మీ GaadiParts ఆర్డర్ #${n} దారిలో ఉంది`,
    shipped: (n, courier) => `మీ ఆర్డర్ #${n} ${courier}‌కు అప్పగించబడింది.`,
    awb: (awb) => `AWB (ట్రాకింగ్) నంబర్: ${awb}`,
    track: 'మీ ఆర్డర్‌ను ట్రాక్ చేయండి',
  },
};

/** The order's page, which shows the courier, the AWB number and the date shipped. */
export const orderTrackingLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/cart/checkout/${token}`;

export function shipmentMail(order: OrderRow, language: string | null, publicUrl: string): MailMessage {
  const t = TEXTS[languageOf(language)];
  const lines = [t.shipped(order.number, order.courier ?? ''), t.awb(order.awb_number ?? '')];
  const href = orderTrackingLink(publicUrl, order.token);
  return {
    to: order.email,
    subject: t.subject(order.number),
    text: [...lines, '', `${t.track}: ${href}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(href)}">${escapeHtml(t.track)}</a></p>`,
  };
}

export interface ShipmentNoticeDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Pick<Logger, 'error'>;
  publicUrl: string;
}

/** After the move to SHIPPED has committed: e-mails the shopper (failures are logged). */
export async function sendShipmentNotice(deps: ShipmentNoticeDeps, order: OrderRow): Promise<void> {
  if (!order.awb_number) return;
  try {
    const user = order.user_id
      ? await deps.db.selectFrom('users').select('language').where('id', '=', order.user_id).executeTakeFirst()
      : undefined;
    await deps.mailer.sendMail(shipmentMail(order, user?.language ?? null, deps.publicUrl));
  } catch (err) {
    deps.logger.error({ err, order: order.number }, 'shipment e-mail failed');
  }
}
