import { describe, expect, it } from 'vitest';
import { upiAmount, upiPayLink } from '../../../rules/payments/upi-link';
import { isBankReference, isPaymentReference, isUpiReference, normaliseReference } from '../../../rules/payments/utr';

const base = { vpa: 'gaadiparts.sample@example', payeeName: 'GaadiParts', amount: 24_900, reference: 'GP-7' };

/** The link's parameters, decoded as a UPI app reads them. */
const params = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('upi://pay link (NPCI UPI Linking Specification)', () => {
  it('carries payee, exact amount, INR and the order as note and reference, in the specification order', () => {
    expect(upiPayLink(base)).toBe(
      'upi://pay?pa=gaadiparts.sample%40example&pn=GaadiParts&am=249.00&cu=INR&tn=GP-7&tr=GP-7',
    );
  });

  it('writes the amount in rupees with exactly two decimals, never grouped, never a float', () => {
    expect(upiAmount(1)).toBe('0.01');
    expect(upiAmount(10)).toBe('0.10');
    expect(upiAmount(24_900)).toBe('249.00');
    expect(upiAmount(42_001_300)).toBe('420013.00');
    expect(upiAmount(12_345_678_901)).toBe('123456789.01');
    // 0.1 + 0.2 style errors cannot happen: paise are integers.
    expect(upiAmount(30)).toBe('0.30');
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(12.5)).toThrow(RangeError);
  });

  it('percent-encodes names with spaces as %20 (never +) and non-Latin letters as UTF-8', () => {
    const link = upiPayLink({ ...base, payeeName: 'Gaadi Parts & Sons (Retail)' });
    expect(link).toContain('pn=Gaadi%20Parts%20%26%20Sons%20%28Retail%29&');
    expect(link).not.toContain('+');
    const hindi = upiPayLink({ ...base, payeeName: 'गाड़ी पार्ट्स' });
    expect(hindi).toContain('pn=%E0%A4%97%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80%20');
    expect(params(hindi).pn).toBe('गाड़ी पार्ट्स');
    const tamil = upiPayLink({ ...base, payeeName: 'காடி பார்ட்ஸ்' });
    expect(params(tamil).pn).toBe('காடி பார்ட்ஸ்');
    expect(tamil).toMatch(/^upi:\/\/pay\?[\x21-\x7e]+$/);
  });

  it('decodes back to the same values', () => {
    expect(
      params(upiPayLink({ ...base, payeeName: '  Asha’s Spares  ', amount: 42_001_300, reference: 'GP-1042' })),
    ).toEqual({
      pa: 'gaadiparts.sample@example',
      pn: 'Asha’s Spares',
      am: '420013.00',
      cu: 'INR',
      tn: 'GP-1042',
      tr: 'GP-1042',
    });
  });

  it('refuses a payee address that is not a VPA', () => {
    expect(() => upiPayLink({ ...base, vpa: 'not a vpa' })).toThrow(RangeError);
    expect(() => upiPayLink({ ...base, vpa: 'shop@' })).toThrow(RangeError);
  });
});

describe('payment references', () => {
  it('takes a UPI reference of 12 digits, spaces ignored', () => {
    expect(isUpiReference('123456789012')).toBe(true);
    expect(isUpiReference('1234 5678 9012')).toBe(true);
    expect(isUpiReference('12345678901')).toBe(false);
    expect(isUpiReference('1234567890123')).toBe(false);
    expect(isUpiReference('12345678901A')).toBe(false);
    expect(isUpiReference('١٢٣٤٥٦٧٨٩٠١٢')).toBe(false);
    expect(normaliseReference(' 1234 5678 9012 ')).toBe('123456789012');
  });

  it('takes a bank UTR of 12–22 letters and digits', () => {
    expect(isBankReference('SBIN123456789012')).toBe(true);
    expect(isBankReference('sbin 1234 5678 9012')).toBe(true);
    expect(isBankReference('SBIN-1234')).toBe(false);
    expect(isPaymentReference('upi', '123456789012')).toBe(true);
    expect(isPaymentReference('cash-on-delivery', '123456789012')).toBe(false);
  });
});
