import { describe, expect, it } from 'vitest';
import {
  addLine,
  type CartLine,
  fromServerLines,
  parseStoredLines,
  removeInstallation,
  toLineInputs,
} from '@web/shared/state/cart-lines';

const installation = { packageId: 'battery/installation', city: 'bangalore', slotStart: '2027-03-02T04:30:00.000Z' };
const battery: CartLine = { id: 'a', productId: '7', options: [], quantity: 1 };

describe('cart lines with an installation (storage version 1, optional field)', () => {
  it('still loads lines stored before installations existed, unchanged', () => {
    // What a version-1 browser stored: no installation field at all.
    const stored = JSON.parse('[{"id":"a","productId":"7","options":[{"name":"size","value":"l"}],"quantity":2}]');
    expect(parseStoredLines(stored)).toEqual([
      { id: 'a', productId: '7', options: [{ name: 'size', value: 'l' }], quantity: 2 },
    ]);
  });

  it('loads a stored installation and refuses a malformed one', () => {
    expect(parseStoredLines([{ ...battery, installation }])).toEqual([{ ...battery, installation }]);
    expect(parseStoredLines([{ ...battery, installation: { packageId: 'battery/installation' } }])).toBeUndefined();
    expect(parseStoredLines([{ ...battery, installation: 'yes' }])).toBeUndefined();
  });

  it('adds an installation to the same product line, keeps it on later adds and removes it', () => {
    const withInstallation = addLine([battery], { productId: '7', options: [], quantity: 1, installation }, 'b');
    expect(withInstallation).toEqual([{ ...battery, quantity: 2, installation }]);
    expect(addLine(withInstallation, { productId: '7', options: [], quantity: 1 }, 'c')).toEqual([
      { ...battery, quantity: 3, installation },
    ]);
    expect(removeInstallation(withInstallation, 'a')).toEqual([{ ...battery, quantity: 2 }]);
  });

  it('sends the installation to the gateway (never a price) and takes it back from a saved cart', () => {
    const inputs = toLineInputs([{ ...battery, installation }]);
    expect(inputs).toEqual([{ id: 'a', productId: '7', options: [], quantity: 1, installation }]);
    expect(fromServerLines([{ ...inputs[0]!, installation: { ...installation } }])).toEqual([
      { ...battery, installation },
    ]);
    expect(fromServerLines([{ ...inputs[0]!, installation: null }])).toEqual([battery]);
  });
});
