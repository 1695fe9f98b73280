import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PROVIDERS,
  paymentProvider,
  type PaymentProvider,
  type PaymentShop,
} from '../../../gateway/orders/payment-methods';

const SHOP: PaymentShop = {
  bank: { accountName: 'Shop', bankName: 'Bank', accountNumber: '0001', ifsc: 'SBIN0000001' },
  payments: {
    upi: { vpa: 'gaadiparts.sample@example', payeeName: 'GaadiParts Retail' },
    holdMinutes: { upi: 30, bankTransfer: 1440 },
    codLimit: 1_000_000,
  },
};

describe('payment methods', () => {
  it('offers UPI first, then cash on delivery and bank transfer, nothing else', () => {
    expect(PAYMENT_PROVIDERS.map((p) => p.code)).toEqual(['upi', 'cash-on-delivery', 'bank-transfer']);
    expect(paymentProvider('card')).toBeNull();
    expect(paymentProvider('')).toBeNull();
  });

  it('takes cash on delivery only for addresses in India and up to the shop limit', () => {
    const cod = paymentProvider('cash-on-delivery')!;
    const { payments } = SHOP;
    expect(cod.refusal({ total: 100, shippingCountry: 'IN' }, payments)).toBeNull();
    expect(cod.refusal({ total: 1_000_000, shippingCountry: 'IN' }, payments)).toBeNull();
    expect(cod.refusal({ total: 1_000_001, shippingCountry: 'IN' }, payments)).toBe('COD_LIMIT_EXCEEDED');
    expect(cod.refusal({ total: 42_001_300, shippingCountry: 'IN' }, payments)).toBe('COD_LIMIT_EXCEEDED');
    expect(cod.refusal({ total: 100, shippingCountry: 'DE' }, payments)).toBe('UNSUPPORTED_PAYMENT_METHOD');
    expect(cod.maxTotal(payments)).toBe(1_000_000);
    expect(cod.initialStatus).toBe('COD_DUE');
    expect(cod.holdMinutes(payments)).toBeNull();
    expect(cod.instructions({ number: 7, total: 100, shippingCountry: 'IN' }, SHOP)).toBeNull();
  });

  it('gives the shop bank details from the settings with the order number as reference for a bank transfer', () => {
    const transfer = paymentProvider('bank-transfer')!;
    expect(transfer.instructions({ number: 42, total: 12345, shippingCountry: 'IN' }, SHOP)).toEqual({
      kind: 'bank-transfer',
      ...SHOP.bank,
      reference: 'GP-42',
      amount: 12345,
    });
    expect(transfer.initialStatus).toBe('AWAITING_PAYMENT');
    expect(transfer.holdMinutes(SHOP.payments)).toBe(1440);
    expect(transfer.shopperGivesReference).toBe(false);
    expect(transfer.isReference('SBIN 0123 4567 8901')).toBe(true);
  });

  it('gives UPI the payee from the settings, the exact amount and the order as reference, with its link', () => {
    const upi = paymentProvider('upi')!;
    expect(upi.instructions({ number: 42, total: 42_001_300, shippingCountry: 'IN' }, SHOP)).toEqual({
      kind: 'upi',
      vpa: 'gaadiparts.sample@example',
      payeeName: 'GaadiParts Retail',
      reference: 'GP-42',
      amount: 42_001_300,
      link: 'upi://pay?pa=gaadiparts.sample%40example&pn=GaadiParts%20Retail&am=420013.00&cu=INR&tn=GP-42&tr=GP-42',
    });
    expect(upi.refusal({ total: 42_001_300, shippingCountry: 'IN' }, SHOP.payments)).toBeNull();
    expect(upi.holdMinutes(SHOP.payments)).toBe(30);
    expect(upi.shopperGivesReference).toBe(true);
    expect(upi.isReference('1234 5678 9012')).toBe(true);
    expect(upi.isReference('12345678901')).toBe(false);
  });

  it('lets another provider plug in through the same interface', () => {
    const hosted: PaymentProvider = {
      code: 'hosted',
      initialStatus: 'AWAITING_PAYMENT',
      refusal: () => null,
      maxTotal: () => null,
      holdMinutes: () => 15,
      shopperGivesReference: false,
      isReference: (value) => /^pay_\w{14}$/.test(value),
      instructions: () => null,
    };
    expect(paymentProvider('hosted', [...PAYMENT_PROVIDERS, hosted])).toBe(hosted);
  });
});
