import type { Resolvers } from '../__generated__/resolvers-types';
import { translated } from '../translations/content-dictionary';
import { dictionaryOf } from '../translations/content-texts.loaders';

export const shopResolvers: Resolvers = {
  Query: {
    shop: (_parent, _args, { services }) => services.shop.info(),
    currencies: (_parent, _args, { services }) => services.shop.currencies(),
    languages: (_parent, _args, { services }) => services.shop.languages(),
  },
  Shop: {
    // The address in the request's language (docs/decisions/034); e-mail, phone and hours as they are.
    contact: async (row, _args, context) => ({
      address: translated((await dictionaryOf(context)).shopInfo(row.id).address, row.address),
      email: row.email,
      phone: row.phone,
      hours: row.opening_hours,
    }),
  },
  Currency: {
    isDefault: (row) => row.is_default,
    // numeric comes back as "0.012000"; drop the padding so the rate reads as written.
    rate: (row) => row.rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
  },
  Language: {
    isDefault: (row) => row.is_default,
    direction: (row) => (row.direction === 'rtl' ? 'RTL' : 'LTR'),
  },
};
