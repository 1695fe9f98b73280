/**
 * Catalogue administration through /admin/graphql on both engines: who may run what (CATALOGUE
 * and OWNER; stock also OPERATIONS), each change in the audit log, and what the shop's API shows
 * after it: a price edit, a hidden review's rating, an uploaded picture (multipart), a CSV import
 * followed by its progress query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationText } from '../../support/graphql';
import sharp from 'sharp';
import { ADMIN_GRAPHQL_PATH } from '../../../gateway/admin/admin-yoga';
import { CSV_COLUMNS } from '../../../gateway/admin/catalogue/product-csv';
import { testEngines } from '../../support/test-database';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { type Answered, type GraphQLResponse } from '../../support/test-gateway';
import { REVIEWS as SHOP_REVIEWS } from '../reviews/helpers';
import {
  CHECK_IMPORT,
  EXPORT_CSV,
  HIDE_REVIEW,
  IMPORT_JOB,
  LIST,
  PRODUCT_REVIEWS,
  REVIEWS,
  SET_PRICE,
  SET_STOCK,
  SHOP_PRODUCT,
  SHOP_SEARCH,
  START_IMPORT,
  UPLOAD_IMAGE,
} from './catalogue.documents';
import { auditEntries } from './helpers';

const SLUG = 'bosch-front-brake-pads-hyundai-creta';

/** A GraphQL multipart request (graphql-multipart-request-spec) with one file in `variables.file`. */
async function upload<TData, TVariables extends { file: unknown }>(
  admin: TestAdmin,
  cookie: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'file'>,
  file: Blob,
  name: string,
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: operationText(document), variables: { ...variables, file: null } }),
  );
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
  return (await res.json()) as GraphQLResponse<Answered<TData>>;
}

describe.each(testEngines())('catalogue administration API (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  let operations: string;
  let owner: string;
  let productId: string;

  const shopProduct = async () => {
    const { data, errors } = await admin.shop.execute(SHOP_PRODUCT, { slug: SLUG });
    expect(errors).toBeUndefined();
    return data!.product;
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
    const refused = await admin.execute(
      SET_PRICE,
      { id: productId, price: 999_999, mrp: 235_000 },
      { cookie: catalogue },
    );
    expect(refused.data!.setProductPrice).toEqual({
      product: null,
      errors: [{ code: 'PRICE_ABOVE_MRP', field: ['price'] }],
    });
    const { data } = await admin.execute(
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
    const stock = await admin.execute(SET_STOCK, { id: productId }, { cookie: operations });
    expect(stock.data!.setProductStock).toEqual({ product: { stockQuantity: 7, stockStatus: 'IN_STOCK' }, errors: [] });
    const price = await admin.execute(SET_PRICE, { id: productId, price: 1, mrp: null }, { cookie: operations });
    expect(price.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN' });
    const anonymous = await admin.execute(SET_STOCK, { id: productId });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await auditEntries(admin, owner, 1))[0]).toMatchObject({ operation: 'setProductStock' });
  });

  it('hides a review and the product rating is recomputed from the shown ones', async () => {
    const before = await shopProduct();
    const { data } = await admin.execute(PRODUCT_REVIEWS, { id: productId }, { cookie: catalogue });
    const reviews = data!.adminProductReviews;
    expect(reviews.length).toBe(before.reviewCount);
    const lowest = [...reviews].sort((a, b) => a.rating - b.rating)[0]!;
    const hidden = await admin.execute(HIDE_REVIEW, { id: lowest.id, hidden: true }, { cookie: catalogue });
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
    const { data: page } = await admin.shop.execute(SHOP_REVIEWS, { productId, limit: 50 });
    expect(page!.productReviews.items.map((r) => r.id)).not.toContain(lowest.id);
    await admin.execute(HIDE_REVIEW, { id: lowest.id, hidden: false }, { cookie: catalogue });
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
      UPLOAD_IMAGE,
      { id: productId },
      new Blob([png], { type: 'image/png' }),
      'pads.png',
    );
    expect(result.errors).toBeUndefined();
    const images = result.data!.uploadProductImage.images;
    expect(images.at(-1)).toMatch(/^\/images\/products\/uploads\/[0-9a-f]{32}-900\.webp$/);
    expect((await shopProduct()).images.map((i) => i.url)).toEqual(images);
    const text = await upload(
      admin,
      catalogue,
      UPLOAD_IMAGE,
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
      UPLOAD_IMAGE,
      { id: productId },
      new Blob([photo], { type: 'image/png' }),
      'photo.png',
    );
    expect(big.data!.uploadProductImage.errors).toEqual([]);
    const junk = await upload(
      admin,
      catalogue,
      CHECK_IMPORT,
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
      START_IMPORT,
      {},
      new Blob([csv], { type: 'text/csv' }),
      'products.csv',
    );
    expect(started.errors).toBeUndefined();
    const id = started.data!.startProductImport.job.id;
    let job: { status: string; written: number; rows: number } | null = null;
    for (let i = 0; i < 200 && job?.status !== 'DONE' && job?.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const { data } = await admin.execute(IMPORT_JOB, { id }, { cookie: catalogue });
      job = data!.productImportJob;
    }
    expect(job).toMatchObject({ status: 'DONE', rows: 1, written: 1 });
    const found = await admin.shop.execute(SHOP_SEARCH, { search: 'GP-API-1' });
    expect(found.data!.products.items).toEqual([{ sku: 'GP-API-1' }]);
    expect((await auditEntries(admin, owner, 1))[0]).toMatchObject({ operation: 'startProductImport' });
    const exported = await admin.execute(EXPORT_CSV, {}, { cookie: operations });
    expect(exported.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists products with search, filters and paging, and reviews by visibility', async () => {
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

    const published = await admin.execute(REVIEWS, { visibility: 'PUBLISHED' }, { cookie: catalogue });
    const review = published.data!.adminReviews.items[0];
    expect(review!.hidden).toBe(false);
    expect(review!.productName).not.toBe('');
    await admin.execute(HIDE_REVIEW, { id: review!.id, hidden: true }, { cookie: catalogue });
    const hidden = await admin.execute(REVIEWS, { visibility: 'HIDDEN' }, { cookie: catalogue });
    expect(hidden.data!.adminReviews.items.map((r: { id: string }) => r.id)).toContain(review!.id);
  });
});
