import type { Resolvers } from '../../__generated__/admin-types';
import { actorOf } from '../admin-context';
import { exportNewsletterSubscribers } from './newsletter-export';
import { bankAccountOf } from '../../shop/shop-settings';

const inr = (amount: number) => ({ amount: Number(amount), currency: 'INR' });
/** numeric columns read as "0.011800": written without trailing zeros, like the shop's rates. */
const trimDecimal = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

/** The shop's settings and the newsletter export (OWNER only; operation-roles.ts). */
export const settingsResolvers: Resolvers = {
  Settings: {
    sample: ({ row }) => row.sample,
    legalName: ({ row }) => row.legal_name,
    address: ({ row }) => ({
      line1: row.address_lines[0] ?? '',
      line2: row.address_lines.slice(1).join(', ') || null,
      city: row.address_city ?? '',
      pinCode: row.address_pin_code ?? '',
      stateCode: row.state_code,
    }),
    stateCode: ({ row }) => row.state_code,
    gstin: ({ row }) => row.gstin,
    deliveryFee: ({ row }) => inr(row.delivery_fee),
    freeDeliveryThreshold: ({ row }) =>
      row.free_delivery_threshold === null ? null : inr(row.free_delivery_threshold),
    codLimit: ({ row }) => inr(row.cod_limit),
    upiVpa: ({ row }) => row.upi_vpa,
    upiPayeeName: ({ row }) => row.upi_payee_name,
    bank: ({ row }) => bankAccountOf(row),
    currencies: ({ currencies }) =>
      currencies.map((c) => ({
        code: c.code,
        name: c.name,
        rate: trimDecimal(c.rate),
        isDefault: c.is_default,
        setAt: c.rate_set_at,
      })),
    updatedAt: ({ row }) => row.updated_at,
  },
  Query: {
    settings: (_root, _args, { admin }) => admin.settings.read(),
    newsletterSubscribersCsv: (_root, _args, context) => exportNewsletterSubscribers(context.db, actorOf(context)),
  },
  Mutation: {
    updateSettings: (_root, { input }, context) => context.admin.settings.update(actorOf(context), input),
    setCurrencyRate: (_root, { code, rate }, context) => context.admin.settings.setRate(actorOf(context), code, rate),
  },
};
