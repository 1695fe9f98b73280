import { describe, expect, it } from 'vitest';
import { orderReference, parseOrderNumber } from '../../../rules/orders/order-number';

describe('order numbers as shoppers write them', () => {
  it.each(['1', ' 1 ', '#1', '# 1', 'GP-1', 'gp-1', 'GP 1', 'GP1', orderReference(1)])(
    'reads %j as order 1',
    (text) => {
      expect(parseOrderNumber(text)).toBe(1);
    },
  );

  it.each(['', 'abc', '#', 'GP-', '1.5', '-1', '0', 'GP-SVC-000001', '1234567890', '##1'])('refuses %j', (text) => {
    expect(parseOrderNumber(text)).toBeNull();
  });
});
