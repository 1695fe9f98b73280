/**
 * Error codes of the back office's catalogue operations (schema/admin/catalogue.graphql extends
 * the admin ErrorCode enum with them; the back office translates each as ERROR_API_<code>).
 */
import type { ProductFieldCode } from '../../../rules/catalogue/product-fields';

export type CatalogueAdminErrorCode =
  | ProductFieldCode
  | 'PAGE_NOT_FOUND'
  | 'SKU_TAKEN'
  | 'SLUG_TAKEN'
  | 'BRAND_NOT_FOUND'
  | 'PART_TYPE_NOT_FOUND'
  | 'CATEGORY_NOT_FOUND'
  | 'HSN_NO_GST_RATE'
  | 'VEHICLE_NOT_FOUND'
  | 'COLOR_NOT_FOUND'
  | 'PRODUCT_ARCHIVED'
  | 'STOCK_CHANGED'
  | 'CSV_TOO_LARGE'
  | 'CSV_ENCODING'
  | 'CSV_MALFORMED'
  | 'CSV_COLUMNS'
  | 'CSV_DUPLICATE_SKU'
  | 'CSV_EMPTY'
  | 'CSV_HAS_ERRORS'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TYPE';

export interface CatalogueAdminError {
  code: CatalogueAdminErrorCode;
  field: string[] | null;
}
