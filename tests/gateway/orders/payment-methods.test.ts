import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PROVIDERS,
  paymentProvider,
  type PaymentProvider,
} from '../../../gateway/orders/payment-methods';

const BANK = { accountName: 'Shop', bankName: 'Bank', accountNumber: '0001', ifsc: 'SBIN0000001' };

describe('payment methods', () => {
  it('knows cash on delivery and bank transfer, nothing else', () => {
    expect(PAYMENT_PROVIDERS.map((p) => p.code)).toEqual(['cash-on-delivery', 'bank-transfer']);
    expect(paymentProvider('card')).toBeNull();
    expect(paymentProvider('')).toBeNull();
  });

  it('takes cash on delivery only for addresses in India', () => {
    const cod = paymentProvider('cash-on-delivery')!;
    expect(cod.accepts({ total: 100, shippingCountry: 'IN' })).toBe(true);
    expect(cod.accepts({ total: 100, shippingCountry: 'DE' })).toBe(false);
    expect(cod.instructions({ number: 7, total: 100, shippingCountry: 'IN' }, BANK)).toBeNull();
  });

  it('gives the shop bank details with the order number as reference for a bank transfer', () => {
    const transfer = paymentProvider('bank-transfer')!;
    expect(transfer.instructions({ number: 42, total: 12345, shippingCountry: 'IN' }, BANK)).toEqual({
      kind: 'bank-transfer',
      ...BANK,
      reference: 'GP-42',
      amount: 12345,
    });
  });

  it('lets another provider plug in through the same interface', () => {
    const upi: PaymentProvider = { code: 'upi', accepts: () => true, instructions: () => null };
    expect(paymentProvider('upi', [...PAYMENT_PROVIDERS, upi])).toBe(upi);
  });
});
