/**
 * The product form through /admin/graphql on both engines (docs/decisions/047): what it chooses
 * from (part types, colours, vehicles by make and model; CATALOGUE and OWNER only), a whole edit
 * with description, fitment and options that the shop shows at once and the audit log keeps, and
 * bad options and fitment refused with typed codes on their fields, nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { auditEntries } from './helpers';
import { adminGraphql, graphql } from '../../support/graphql';
import type { Admin } from '../../support/graphql';
const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
export const PRODUCT =
  adminGraphql(`fragment Product on AdminProduct { id sku name slug partNumber brand type categories price { amount } mrp { amount } hsnCode
  stockQuantity stockStatus excerpt description compatibility vehicles
  fitVehicles { id year make model engine } options { name type values { name color } } }`);
const READ = adminGraphql(`query Read($id: ID!) { adminProduct(id: $id) { ...Product } }`);
const UPDATE = adminGraphql(`mutation Update($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { product { ...Product } errors { code field } } }`);

type AdminProduct = Record<string, any> & { vehicles: string[]; options: Record<string, any>[] };

/** The input of `updateProduct` that stores the product as it is. */
const inputOf = (p: AdminProduct) => ({
  sku: p.sku,
  name: p.name,
  slug: p.slug,
  partNumber: p.partNumber,
  brand: p.brand,
  type: p.type,
  categories: p.categories,
  price: p.price.amount,
  mrp: p.mrp?.amount ?? null,
  hsnCode: p.hsnCode,
  stockQuantity: p.stockQuantity,
  stockStatus: p.stockStatus,
  excerpt: p.excerpt,
  description: p.description,
  compatibility: p.compatibility,
  vehicles: p.vehicles,
  options: p.options,
});

describe.each(testEngines())('the product form in the admin API (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  let owner: string;
  let productId: string;

  const read = async (): Promise<AdminProduct> => {
    const { data, errors } = await admin.execute(READ, { id: productId }, { cookie: catalogue });
    expect(errors).toBeUndefined();
    return data!.adminProduct;
  };

  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    [catalogue, owner] = await Promise.all([admin.staffCookie('CATALOGUE'), admin.staffCookie('OWNER')]);
    const { data } = await admin.shop.execute(
      graphql(`
        query ProductChoicesProduct {
          product(slug: "bosch-front-brake-pads-hyundai-creta") {
            id
          }
        }
      `),
    );
    productId = data!.product.id;
  });
  afterAll(() => admin.close());

  it('lists part types, colours, makes, models and vehicles for CATALOGUE and OWNER, not OPERATIONS', async () => {
    const query =
      adminGraphql(`query ProductChoicesQuery { adminPartTypes { slug name } adminColors { slug name hex } adminVehicleMakes { slug name }
      adminVehicleModels(make: "maruti-suzuki") { slug name }
      adminVehicles(make: "maruti-suzuki", model: "swift") { id year make model engine } }`);
    const { data, errors } = await admin.execute(query, {}, { cookie: catalogue });
    expect(errors).toBeUndefined();
    expect(data!.adminPartTypes).toContainEqual({ slug: 'brake-pad', name: 'Brake Pad' });
    expect(data!.adminColors).toContainEqual({ slug: 'black', name: 'Black', hex: '#111111' });
    expect(data!.adminVehicleMakes).toContainEqual({ slug: 'maruti-suzuki', name: 'Maruti Suzuki' });
    expect(data!.adminVehicleModels).toContainEqual({ slug: 'swift', name: 'Swift' });
    const swifts = data!.adminVehicles as { id: string; year: number }[];
    expect(swifts).toContainEqual({
      id: SWIFT,
      year: 2019,
      make: 'Maruti Suzuki',
      model: 'Swift',
      engine: '1.2L K12M VXi Petrol',
    });
    const years = swifts.map((v) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const unknown = await admin.execute(
      adminGraphql(
        `query UnknownMakeAndModel { adminVehicleModels(make: "no-such-make") { slug } adminVehicles(make: "x", model: "y") { id } }`,
      ),
      {},
      { cookie: owner },
    );
    expect(unknown.data).toEqual({ adminVehicleModels: [], adminVehicles: [] });
    const operations = await admin.staffCookie('OPERATIONS');
    const refused = await admin.execute(
      adminGraphql(`query AdminVehicleMakes { adminVehicleMakes { slug } }`),
      {},
      { cookie: operations },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN' });
  });

  it('refuses bad options and fitment on their fields with typed codes, and writes nothing', async () => {
    const before = await read();
    const input = inputOf(before);
    const cases: [string, Record<string, unknown>, { code: string; field: string[] }[]][] = [
      [
        'repeated and empty names',
        {
          options: [
            { name: 'Pack', type: 'DEFAULT', values: [{ name: 'Set of 4' }, { name: 'set of 4' }, { name: ' ' }] },
            { name: 'pack', type: 'DEFAULT', values: [] },
          ],
        },
        [
          { code: 'OPTION_VALUE_REPEATED', field: ['options', '0', 'values', '1', 'name'] },
          { code: 'ERROR_FORM_REQUIRED', field: ['options', '0', 'values', '2', 'name'] },
          { code: 'OPTION_NAME_REPEATED', field: ['options', '1', 'name'] },
          { code: 'OPTION_VALUE_COUNT', field: ['options', '1', 'values'] },
        ],
      ],
      [
        'two colour options, a colour twice',
        {
          options: [
            { name: 'Colour', type: 'COLOR', values: [{ name: 'Black', color: 'black' }] },
            {
              name: 'Shade',
              type: 'COLOR',
              values: [
                { name: 'Dark', color: 'black' },
                { name: 'Night', color: 'black' },
              ],
            },
          ],
        },
        [
          { code: 'COLOR_OPTION_REPEATED', field: ['options', '1', 'type'] },
          { code: 'OPTION_COLOR_REPEATED', field: ['options', '1', 'values', '1', 'color'] },
        ],
      ],
      [
        'a colour not in the palette',
        { options: [{ name: 'Colour', type: 'COLOR', values: [{ name: 'Gold', color: 'no-such-colour' }] }] },
        [{ code: 'COLOR_NOT_FOUND', field: ['options', '0', 'values', '0', 'color'] }],
      ],
      [
        'a list without vehicles',
        { compatibility: 'LIST', vehicles: [] },
        [{ code: 'VEHICLES_REQUIRED', field: ['vehicles'] }],
      ],
      [
        'an unknown vehicle',
        { vehicles: [SWIFT, 'maruti-suzuki/swift/1901/steam'] },
        [{ code: 'VEHICLE_NOT_FOUND', field: ['vehicles', '1'] }],
      ],
      [
        'an excerpt too long: the rules answer before the store is asked',
        { type: 'flux-capacitor', excerpt: 'x'.repeat(501) },
        [{ code: 'ERROR_FORM_TOO_LONG', field: ['excerpt'] }],
      ],
      ['a part type not in the list', { type: 'flux-capacitor' }, [{ code: 'PART_TYPE_NOT_FOUND', field: ['type'] }]],
    ];
    for (const [name, change, expected] of cases) {
      const { data, errors } = await admin.execute(
        UPDATE,
        { id: productId, input: { ...input, ...change } as Admin.ProductInput },
        { cookie: catalogue },
      );
      expect(errors, name).toBeUndefined();
      expect(data!.updateProduct, name).toEqual({ product: null, errors: expected });
    }
    expect(await read()).toEqual(before);
  });

  it('stores description, part type, fitment and options; the shop shows them and the audit log keeps them', async () => {
    const before = await read();
    expect(before.compatibility).toBe('LIST');
    expect(before.vehicles).not.toContain(SWIFT);
    const description = '<p>Now also for the <strong>Swift</strong>.</p>';
    const { data, errors } = await admin.execute(
      UPDATE,
      {
        id: productId,
        input: {
          ...inputOf(before),
          description,
          excerpt: 'Front pads, set of 4.',
          vehicles: [...before.vehicles, SWIFT],
          options: [{ name: 'Pack', type: 'DEFAULT', values: [{ name: 'Set of 4' }, { name: 'Set of 8' }] }],
        },
      },
      { cookie: catalogue },
    );
    expect(errors).toBeUndefined();
    const after = data!.updateProduct.product as AdminProduct;
    expect(data!.updateProduct.errors).toEqual([]);
    expect(after.fitVehicles).toHaveLength(before.vehicles.length + 1);
    expect(after.fitVehicles).toContainEqual({
      id: SWIFT,
      year: 2019,
      make: 'Maruti Suzuki',
      model: 'Swift',
      engine: '1.2L K12M VXi Petrol',
    });
    // Named and ordered by make, model, newest year first.
    const names = after.fitVehicles.map((v: { make: string; model: string }) => `${v.make} ${v.model}`);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const shop = await admin.shop.execute(
      graphql(`
        query ProductChoicesProduct2 {
          product(slug: "bosch-front-brake-pads-hyundai-creta") {
            description
            excerpt
            fitment(vehicleId: "maruti-suzuki/swift/2019/1.2-vxi-petrol")
            options {
              name
              values {
                name
              }
            }
          }
        }
      `),
    );
    expect(shop.data!.product).toEqual({
      description,
      excerpt: 'Front pads, set of 4.',
      fitment: 'FITS',
      options: [{ name: 'Pack', values: [{ name: 'Set of 4' }, { name: 'Set of 8' }] }],
    });
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'updateProduct', entityType: 'product', entityId: productId });
    expect(entry!.before.vehicles).not.toContain(SWIFT);
    expect(entry!.after.vehicles).toContain(SWIFT);
    expect(entry!.after.options).toEqual([
      {
        name: 'Pack',
        type: 'default',
        values: [
          { name: 'Set of 4', color: null },
          { name: 'Set of 8', color: null },
        ],
      },
    ]);
  });
});
