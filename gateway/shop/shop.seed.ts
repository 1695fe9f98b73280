import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';

/** The shop's contact details, currencies (spec section 9) and the five interface languages. */
export async function seedShop(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('shop_info')
    .values({
      id: 1,
      name: 'GaadiParts',
      address: '42, 2nd Cross, Peenya Industrial Area, Bengaluru, Karnataka 560058, India',
      email: 'support@gaadiparts.in',
      phone: '+91 80 4718 2200',
      opening_hours: JSON.stringify([
        { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '20:00' },
        { days: [7], opens: '10:00', closes: '16:00' },
      ]),
    })
    .execute();
  await trx
    .insertInto('currencies')
    .values([
      { code: 'INR', symbol: '₹', name: 'Indian Rupee', rate: '1', position: 1, is_default: true },
      { code: 'EUR', symbol: '€', name: 'Euro', rate: '0.012', position: 2, is_default: false },
      { code: 'USD', symbol: '$', name: 'US Dollar', rate: '0.013', position: 3, is_default: false },
    ])
    .execute();
  await trx
    .insertInto('languages')
    .values([
      { code: 'en', locale: 'en-IN', name: 'English', icon: 'En', direction: 'ltr', position: 1, is_default: true },
      { code: 'hi', locale: 'hi-IN', name: 'हिन्दी', icon: 'हि', direction: 'ltr', position: 2, is_default: false },
      { code: 'kn', locale: 'kn-IN', name: 'ಕನ್ನಡ', icon: 'ಕ', direction: 'ltr', position: 3, is_default: false },
      { code: 'ta', locale: 'ta-IN', name: 'தமிழ்', icon: 'த', direction: 'ltr', position: 4, is_default: false },
      { code: 'te', locale: 'te-IN', name: 'తెలుగు', icon: 'తె', direction: 'ltr', position: 5, is_default: false },
    ])
    .execute();
}
