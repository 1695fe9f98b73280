/** The documents of catalogue.api.test.ts: the admin API's price, stock, review and import operations, and what the shop shows. */
import { adminGraphql, graphql } from '../../support/graphql';

export const SET_PRICE = adminGraphql(`mutation AdminCatalogueSetPrice($id: ID!, $price: Int!, $mrp: Int) {
  setProductPrice(id: $id, price: $price, mrp: $mrp) { product { id price { amount } mrp { amount } } errors { code field } } }`);
export const SET_STOCK = adminGraphql(`mutation AdminCatalogueSetStock($id: ID!) {
  setProductStock(id: $id, quantity: 7, status: IN_STOCK) { product { stockQuantity stockStatus } errors { code field } } }`);
export const PRODUCT_REVIEWS = adminGraphql(`query AdminCatalogueProductReviews($id: ID!) {
  adminProductReviews(productId: $id, limit: 100) { id rating hidden } }`);
export const HIDE_REVIEW = adminGraphql(`mutation AdminCatalogueHideReview($id: ID!, $hidden: Boolean!) {
  setReviewHidden(reviewId: $id, hidden: $hidden) { review { id hidden } rating reviewCount errors { code field } } }`);
export const UPLOAD_IMAGE = adminGraphql(`mutation AdminCatalogueUploadImage($id: ID!, $file: File!) {
  uploadProductImage(productId: $id, file: $file) { images errors { code field } } }`);
export const CHECK_IMPORT = adminGraphql(
  `mutation AdminCatalogueCheckImport($file: File!) { checkProductImport(file: $file) { rows } }`,
);
export const START_IMPORT = adminGraphql(`mutation AdminCatalogueStartImport($file: File!) {
  startProductImport(file: $file) { job { id status rows } problems { code } } }`);
export const IMPORT_JOB = adminGraphql(`query AdminCatalogueImportJob($id: ID!) {
  productImportJob(id: $id) { status rows written problems { code } } }`);
export const EXPORT_CSV = adminGraphql(`query AdminCatalogueExportCsv { exportProductsCsv }`);
export const LIST = adminGraphql(`query List($filter: AdminProductFilter, $first: Int, $after: String) {
  adminProducts(filter: $filter, first: $first, after: $after) { items { id sku name brandName price { amount } archived }
    cursorInfo { endCursor hasNextPage } } }`);
export const REVIEWS =
  adminGraphql(`query Reviews($visibility: ReviewVisibility!) { adminReviews(visibility: $visibility, first: 3) {
  items { id productName hidden } cursorInfo { hasNextPage } } }`);

/** The product as the shop shows it. */
export const SHOP_PRODUCT = graphql(`
  query AdminCatalogueShopProduct($slug: String!) {
    product(slug: $slug) {
      id
      price {
        amount
      }
      rating
      reviewCount: reviews
      images {
        url
      }
    }
  }
`);
export const SHOP_SEARCH = graphql(`
  query AdminCatalogueShopSearch($search: String!) {
    products(search: $search) {
      items {
        sku
      }
    }
  }
`);
