import { describe, expect, it } from 'vitest';
import { orderConfirmation } from '../../../gateway/orders/order-mail';
import type { OrderView } from '../../../gateway/orders/orders.mappers';

const view = {
  order: {
    number: 1042,
    token: 't'.repeat(43),
    email: 'asha@example.in',
    total: 12_602_140,
    payment_method: 'cash-on-delivery',
    shipping_address: { country: 'IN' },
  },
} as unknown as OrderView;

const BANK = { accountName: 'GaadiParts', bankName: 'SBI', accountNumber: '0001', ifsc: 'SBIN0000000' };

describe('order confirmation e-mail', () => {
  it.each(['en', 'hi', 'kn', 'ta', 'te'] as const)(
    'writes rupees with lakh grouping in %s (issue #18, item 8)',
    (language) => {
      const mail = orderConfirmation(view, language, 'https://shop.test', BANK);
      expect(mail.text).toContain('1,26,021.40');
      expect(mail.text).not.toContain('126,021.40');
    },
  );
});
