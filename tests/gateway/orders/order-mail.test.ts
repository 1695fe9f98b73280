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
    payment_status: 'COD_DUE',
    hold_until: null,
    shipping_address: { country: 'IN' },
  },
} as unknown as OrderView;

const SHOP = {
  bank: { accountName: 'GaadiParts', bankName: 'SBI', accountNumber: '0001', ifsc: 'SBIN0000000' },
  payments: {
    upi: { vpa: 'gaadiparts.sample@example', payeeName: 'GaadiParts' },
    holdMinutes: { upi: 30, bankTransfer: 1440 },
    codLimit: 1_000_000,
  },
};

describe('order confirmation e-mail', () => {
  it.each(['en', 'hi', 'kn', 'ta', 'te'] as const)(
    'writes rupees with lakh grouping in %s (issue #18, item 8)',
    (language) => {
      const mail = orderConfirmation(view, language, 'https://shop.test', SHOP);
      expect(mail.text).toContain('1,26,021.40');
      expect(mail.text).not.toContain('126,021.40');
    },
  );

  it.each([
    ['en', 'Payment: Awaiting payment', 'Please pay by UPI to:'],
    ['hi', 'भुगतान: भुगतान बाकी है', 'कृपया इस UPI पते पर भुगतान करें:'],
    ['ta', 'கட்டணம்: பணம் செலுத்தக் காத்திருக்கிறது', 'இந்த UPI முகவரிக்குச் செலுத்தவும்:'],
  ] as const)('says a UPI order awaits its payment, how to pay and until when, in %s', (language, status, how) => {
    const upiView = {
      order: {
        ...view.order,
        payment_method: 'upi',
        payment_status: 'AWAITING_PAYMENT',
        hold_until: new Date('2026-03-01T10:30:00Z'),
      },
    } as unknown as OrderView;
    const mail = orderConfirmation(upiView, language, 'https://shop.test', SHOP);
    expect(mail.text).toContain(status);
    expect(mail.text).toContain(how);
    expect(mail.text).toContain(
      'upi://pay?pa=gaadiparts.sample%40example&pn=GaadiParts&am=126021.40&cu=INR&tn=GP-1042&tr=GP-1042',
    );
    // 10:30 UTC is 16:00 in India.
    expect(mail.text).toMatch(/4:00|16:00/);
  });

  it('tells a cash-on-delivery shopper they pay on delivery', () => {
    expect(orderConfirmation(view, 'en', 'https://shop.test', SHOP).text).toContain('Payment: Pay on delivery');
  });
});
