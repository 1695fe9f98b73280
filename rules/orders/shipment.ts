/**
 * A shipment as staff record it (docs/decisions/031): the courier's name and the AWB (air waybill,
 * tracking) number the courier gave. Shared by the gateway and the back office's ship form.
 */
export const COURIER_MAX = 60;
/** AWB numbers of Indian couriers are 8–20 letters and digits; some print dashes. */
const AWB = /^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/;

export type ShipmentProblem = { field: 'courier' | 'awbNumber'; problem: 'required' | 'too-long' | 'invalid' };

/** The courier name trimmed, the AWB number upper-cased without spaces. */
export function normaliseShipment(input: { courier: string; awbNumber: string }): {
  courier: string;
  awbNumber: string;
} {
  return {
    courier: input.courier.trim().replace(/\s+/g, ' '),
    awbNumber: input.awbNumber.replace(/\s/g, '').toUpperCase(),
  };
}

export function shipmentProblems(shipment: { courier: string; awbNumber: string }): ShipmentProblem[] {
  const problems: ShipmentProblem[] = [];
  if (shipment.courier === '') problems.push({ field: 'courier', problem: 'required' });
  else if (shipment.courier.length > COURIER_MAX) problems.push({ field: 'courier', problem: 'too-long' });
  if (shipment.awbNumber === '') problems.push({ field: 'awbNumber', problem: 'required' });
  else if (!AWB.test(shipment.awbNumber)) problems.push({ field: 'awbNumber', problem: 'invalid' });
  return problems;
}

/** Products at or below this many units are "low stock" on the back office's Today screen. */
export const LOW_STOCK_UNITS = 5;
