/**
 * Catalogue administration through /admin/graphql on both engines: who may run what (CATALOGUE
 * and OWNER; stock also OPERATIONS), each change in the audit log, and what the shop's API shows
 * after it: a price edit, a hidden review's rating, an uploaded picture (multipart), a CSV import
 * followed by its progress query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADMIN_GRAPHQL_PATH } from '../../../gateway/admin/admin-yoga';
import { CSV_COLUMNS } from '../../../gateway/admin/catalogue/product-csv';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { auditEntries, ERRORS } from './helpers';
import { adminGraphql } from '../../support/graphql';

const SLUG = 'bosch-front-brake-pads-hyundai-creta';
const SET_PRICE = `mutation ($id: ID!, $price: Int!, $mrp: Int) {
  setProductPrice(id: $id, price: $price, mrp: $mrp) { product { id price { amount } mrp { amount } } ${ERRORS} } }`;
const SET_STOCK = `mutation ($id: ID!) {
  setProductStock(id: $id, quantity: 7, status: IN_STOCK) { product { stockQuantity stockStatus } ${ERRORS} } }`;

/** A GraphQL multipart request (graphql-multipart-request-spec) with one file in `variables.file`. */
async function upload(admin: TestAdmin, cookie: string, query: string, variables: object, file: Blob, name: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, name);
  // As a browser sends a form: encoded whole, with its length.
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const res = await admin.fetch(ADMIN_GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      cookie,
      'x-csrf-prevention': '1',
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
    },
    body,
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

describe.each(testEngines())('catalogue administration API (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  let operations: string;
  let owner: string;
  let productId: string;

  const shopProduct = async () => {
    const { data, errors } = await admin.shop.executeUntyped(
      `{ product(slug: "${SLUG}") { id price { amount } rating reviewCount: reviews images { url } } }`,
    );
    expect(errors).toBeUndefined();
    return data!.product as {
      id: string;
      price: { amount: number };
      rating: number;
      reviewCount: number;
      images: { url: string }[];
    };
  };

  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    [catalogue, operations, owner] = await Promise.all([
      admin.staffCookie('CATALOGUE'),
      admin.staffCookie('OPERATIONS'),
      admin.staffCookie('OWNER'),
    ]);
    productId = (await shopProduct()).id;
  });
  afterAll(() => admin.close());

  it('lets CATALOGUE change a price (MRP checked), audits it, and the shop shows it', async () => {
    const refused = await admin.executeUntyped(
      SET_PRICE,
      { id: productId, price: 999_999, mrp: 235_000 },
      { cookie: catalogue },
    );
    expect(refused.data!.setProductPrice).toEqual({
      product: null,
      errors: [{ code: 'PRICE_ABOVE_MRP', field: ['price'] }],
    });
    const { data } = await admin.executeUntyped(
      SET_PRICE,
      { id: productId, price: 179_900, mrp: 235_000 },
      { cookie: catalogue },
    );
    expect(data!.setProductPrice).toEqual({
      product: { id: productId, price: { amount: 179_900 }, mrp: { amount: 235_000 } },
      errors: [],
    });
    expect((await shopProduct()).price.amount).toBe(179_900);
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'setProductPrice', entityType: 'product', entityId: productId });
    expect([entry!.before.price, entry!.after.price]).toEqual([189_900, 179_900]);
  });

  it('lets OPERATIONS correct stock but not prices; refuses shoppers and anonymous callers', async () => {
    const stock = await admin.executeUntyped(SET_STOCK, { id: productId }, { cookie: operations });
    expect(stock.data!.setProductStock).toEqual({ product: { stockQuantity: 7, stockStatus: 'IN_STOCK' }, errors: [] });
    const price = await admin.executeUntyped(SET_PRICE, { id: productId, price: 1, mrp: null }, { cookie: operations });
    expect(price.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN' });
    const anonymous = await admin.executeUntyped(SET_STOCK, { id: productId });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await auditEntries(admin, owner, 1))[0]).toMatchObject({ operation: 'setProductStock' });
  });

  it('hides a review and the product rating is recomputed from the shown ones', async () => {
    const before = await shopProduct();
    const { data } = await admin.executeUntyped(
      `query ($id: ID!) { adminProductReviews(productId: $id, limit: 100) { id rating hidden } }`,
      { id: productId },
      { cookie: catalogue },
    );
    const reviews = data!.adminProductReviews as { id: string; rating: number; hidden: boolean }[];
    expect(reviews.length).toBe(before.reviewCount);
    const lowest = [...reviews].sort((a, b) => a.rating - b.rating)[0]!;
    const hide = `mutation ($id: ID!, $hidden: Boolean!) { setReviewHidden(reviewId: $id, hidden: $hidden) {
      review { id hidden } rating reviewCount ${ERRORS} } }`;
    const hidden = await admin.executeUntyped(hide, { id: lowest.id, hidden: true }, { cookie: catalogue });
    const rest = reviews.filter((r) => r.id !== lowest.id);
    const expected = rest.reduce((s, r) => s + r.rating, 0) / rest.length;
    expect(hidden.data!.setReviewHidden).toMatchObject({
      review: { hidden: true },
      reviewCount: rest.length,
      errors: [],
    });
    const after = await shopProduct();
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(after.rating).toBeCloseTo(Math.round(expected * 10) / 10, 5);
    const { data: page } = await admin.shop.executeUntyped(
      `{ productReviews(productId: "${productId}", limit: 50) { items { id } } }`,
    );
    expect(page!.productReviews.items.map((r: { id: string }) => r.id)).not.toContain(lowest.id);
    await admin.executeUntyped(hide, { id: lowest.id, hidden: false }, { cookie: catalogue });
    expect(await shopProduct()).toMatchObject({ reviewCount: before.reviewCount, rating: before.rating });
    expect((await auditEntries(admin, owner, 1))[0]).toMatchObject({ operation: 'setReviewHidden' });
  });

  it('takes a picture as a multipart upload and the shop lists its address', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2050c0' } })
      .png()
      .toBuffer();
    const result = await upload(
      admin,
      catalogue,
      `mutation ($id: ID!, $file: File!) { uploadProductImage(productId: $id, file: $file) { images ${ERRORS} } }`,
      { id: productId },
      new Blob([png], { type: 'image/png' }),
      'pads.png',
    );
    expect(result.errors).toBeUndefined();
    const images = result.data!.uploadProductImage.images as string[];
    expect(images.at(-1)).toMatch(/^\/images\/products\/uploads\/[0-9a-f]{32}-900\.webp$/);
    expect((await shopProduct()).images.map((i) => i.url)).toEqual(images);
    const text = await upload(
      admin,
      catalogue,
      `mutation ($id: ID!, $file: File!) { uploadProductImage(productId: $id, file: $file) { images ${ERRORS} } }`,
      { id: productId },
      new Blob(['not a picture'], { type: 'image/png' }),
      'fake.png',
    );
    expect(text.data!.uploadProductImage).toEqual({ images: null, errors: [{ code: 'IMAGE_TYPE', field: ['file'] }] });
    // A photo of a few megabytes goes through; 50 MB of junk is refused with a typed error.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(2_000_000);
    expect(photo.byteLength).toBeLessThan(10 * 1024 * 1024);
    const big = await upload(
      admin,
      catalogue,
      `mutation ($id: ID!, $file: File!) { uploadProductImage(productId: $id, file: $file) { images ${ERRORS} } }`,
      { id: productId },
      new Blob([photo], { type: 'image/png' }),
      'photo.png',
    );
    expect(big.data!.uploadProductImage.errors).toEqual([]);
    const junk = await upload(
      admin,
      catalogue,
      `mutation ($file: File!) { checkProductImport(file: $file) { rows } }`,
      {},
      new Blob([new Uint8Array(50 * 1024 * 1024)]),
      'junk.csv',
    );
    expect(junk.errors?.[0]).toMatchObject({ extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } });
  });

  it('imports a CSV as a job whose progress can be asked for', async () => {
    const row = [
      'GP-API-1',
      'API Imported Wiper',
      '',
      'API 1',
      'bosch',
      'brake-pad',
      'brake-pads',
      '499.00',
      '599.00',
      '870830',
      '5',
      'in-stock',
      'unknown',
      '',
      '',
      'Wiper',
      '',
    ];
    const csv = `${CSV_COLUMNS.join(',')}\n${row.join(',')}\n`;
    const started = await upload(
      admin,
      catalogue,
      `mutation ($file: File!) { startProductImport(file: $file) { job { id status rows } problems { code } } }`,
      {},
      new Blob([csv], { type: 'text/csv' }),
      'products.csv',
    );
    expect(started.errors).toBeUndefined();
    const id = started.data!.startProductImport.job.id as string;
    let job: { status: string; written: number; rows: number } | null = null;
    for (let i = 0; i < 200 && job?.status !== 'DONE' && job?.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const { data } = await admin.executeUntyped(
        `query ($id: ID!) { productImportJob(id: $id) { status rows written problems { code } } }`,
        { id },
        { cookie: catalogue },
      );
      job = data!.productImportJob;
    }
    expect(job).toMatchObject({ status: 'DONE', rows: 1, written: 1 });
    const found = await admin.shop.executeUntyped(`{ products(search: "GP-API-1") { items { sku } } }`);
    expect(found.data!.products.items).toEqual([{ sku: 'GP-API-1' }]);
    expect((await auditEntries(admin, owner, 1))[0]).toMatchObject({ operation: 'startProductImport' });
    const exported = await admin.executeUntyped(`{ exportProductsCsv }`, {}, { cookie: operations });
    expect(exported.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists products with search, filters and paging, and reviews by visibility', async () => {
    const LIST = adminGraphql(`query List($filter: AdminProductFilter, $first: Int, $after: String) {
      adminProducts(filter: $filter, first: $first, after: $after) { items { id sku name brandName price { amount } archived }
        cursorInfo { endCursor hasNextPage } } }`);
    const first = await admin.execute(LIST, { first: 5 }, { cookie: catalogue });
    expect(first.errors).toBeUndefined();
    const page = first.data!.adminProducts;
    expect(page.items).toHaveLength(5);
    expect(page.cursorInfo.hasNextPage).toBe(true);
    const next = await admin.execute(LIST, { first: 5, after: page.cursorInfo.endCursor }, { cookie: catalogue });
    const ids = [...page.items, ...next.data!.adminProducts.items].map((p: { id: string }) => Number(p.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bosch = await admin.execute(LIST, { filter: { brand: 'bosch', search: 'brake' } }, { cookie: catalogue });
    const items = bosch.data!.adminProducts.items as { name: string; brandName: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.brandName === 'Bosch' && /brake/i.test(p.name))).toBe(true);
    const badFirst = await admin.execute(LIST, { first: 500 }, { cookie: catalogue });
    expect(badFirst.errors?.[0]?.extensions).toMatchObject({ errorCode: 'ERROR_FORM_OUT_OF_RANGE', field: ['first'] });
    const badCursor = await admin.execute(LIST, { after: 'abc' }, { cookie: catalogue });
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({ errorCode: 'ERROR_FORM_INVALID', field: ['after'] });

    const REVIEWS =
      adminGraphql(`query Reviews($visibility: ReviewVisibility!) { adminReviews(visibility: $visibility, first: 3) {
      items { id productName hidden } cursorInfo { hasNextPage } } }`);
    const published = await admin.execute(REVIEWS, { visibility: 'PUBLISHED' }, { cookie: catalogue });
    const review = published.data!.adminReviews.items[0];
    expect(review!.hidden).toBe(false);
    expect(review!.productName).not.toBe('');
    await admin.execute(
      adminGraphql(
        `mutation SetReviewHidden($id: ID!) { setReviewHidden(reviewId: $id, hidden: true) { errors { code field } } }`,
      ),
      { id: review!.id },
      {
        cookie: catalogue,
      },
    );
    const hidden = await admin.execute(REVIEWS, { visibility: 'HIDDEN' }, { cookie: catalogue });
    expect(hidden.data!.adminReviews.items.map((r: { id: string }) => r.id)).toContain(review!.id);
  });
});
