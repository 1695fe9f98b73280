import { describe, expect, it } from 'vitest';
import { compatibleVehicleIds, fitmentFor, fitsVehicle } from '../../../gateway/vehicles/vehicles.service';
import { VEHICLES } from '../../../gateway/vehicles/seed';

const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
const SPLENDOR = VEHICLES.find((v) => v.modelSlug === 'splendor-plus')!.key;

describe('fitment functions the catalogue calls', () => {
  const chain = compatibleVehicleIds({ models: ['hero/splendor-plus'] });

  it('expands a rule to vehicle ids, keeping all and unknown', () => {
    expect(chain).toContain(SPLENDOR);
    expect(chain).not.toContain(SWIFT);
    expect(compatibleVehicleIds('all')).toBe('all');
    expect(compatibleVehicleIds('unknown')).toBe('unknown');
  });

  it('gives the three-way verdict for the shopper’s vehicle', () => {
    expect(fitmentFor(chain, SPLENDOR)).toBe('FITS');
    expect(fitmentFor(chain, SWIFT)).toBe('DOES_NOT_FIT');
    expect(fitmentFor('unknown', SWIFT)).toBe('UNKNOWN');
    expect(fitmentFor('all', SWIFT)).toBe('FITS');
    expect(fitmentFor(chain, null)).toBe('UNKNOWN');
  });

  it('filters like spec section 9: all or listed passes, unknown never, no vehicle = no filter', () => {
    expect(fitsVehicle('all', SWIFT)).toBe(true);
    expect(fitsVehicle(chain, SPLENDOR)).toBe(true);
    expect(fitsVehicle(chain, SWIFT)).toBe(false);
    expect(fitsVehicle('unknown', SWIFT)).toBe(false);
    expect(fitsVehicle('unknown', null)).toBe(true);
  });
});
