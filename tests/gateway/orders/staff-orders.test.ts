import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffOrders, formatOrder, type StaffCommand } from '../../../gateway/orders/staff-orders';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { P, placeOrder, stockOf } from './helpers';

describe.each(testEngines())('staff order commands on %s', (engine) => {
  let gateway: TestGateway;
  let staff: ReturnType<typeof createStaffOrders>;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    staff = createStaffOrders(gateway.database.db);
  });
  afterAll(() => gateway.close());

  const move = async (number: number, command: StaffCommand) => {
    const result = await staff.move(number, command);
    return result.order?.status ?? result.errors[0]!.code;
  };

  it('moves an order along PENDING → CONFIRMED → SHIPPED → COMPLETED and nowhere else', async () => {
    const { number } = await placeOrder(gateway);
    expect(await move(number, 'ship')).toBe('ERROR_FORM_INVALID');
    expect(await move(number, 'confirm')).toBe('CONFIRMED');
    expect(await move(number, 'confirm')).toBe('ERROR_FORM_INVALID');
    expect(await move(number, 'ship')).toBe('SHIPPED');
    expect(await move(number, 'cancel')).toBe('ORDER_NOT_CANCELLABLE');
    expect(await move(number, 'complete')).toBe('COMPLETED');
    expect(await move(number, 'cancel')).toBe('ORDER_NOT_CANCELLABLE');
    expect(await move(999_999, 'confirm')).toBe('PAGE_NOT_FOUND');
  });

  it('cancels a CONFIRMED order and returns its stock once', async () => {
    const before = await stockOf(gateway.database.db, P.oilFilter);
    const { number } = await placeOrder(gateway, { items: [{ productId: P.oilFilter, quantity: 4 }] });
    expect(await move(number, 'confirm')).toBe('CONFIRMED');
    expect(await move(number, 'cancel')).toBe('CANCELLED');
    expect(await stockOf(gateway.database.db, P.oilFilter)).toEqual(before);
    expect(await move(number, 'cancel')).toBe('ORDER_NOT_CANCELLABLE');
    expect(await stockOf(gateway.database.db, P.oilFilter)).toEqual(before);
  });

  it('lists by status and shows an order', async () => {
    const { number } = await placeOrder(gateway);
    const pending = await staff.list({ status: 'pending' });
    expect(pending.map((o) => o.number)).toContain(number);
    expect(pending.every((o) => o.status === 'PENDING')).toBe(true);
    await expect(staff.list({ status: 'lost' })).rejects.toThrow(/unknown status/);
    const shown = await staff.show(number);
    expect(formatOrder(shown!)).toMatch(new RegExp(`^#${number} .*PENDING`));
    expect(await staff.show(999_999)).toBeNull();
  });
});
