import type { ProductForm_ProductFragment, ProductInput, StockStatus } from '@web/__generated__/admin-graphql';
import { checkPriceWithinMrp } from '@rules/catalogue/mrp';
import { paiseToRupees, rupeesToPaise } from '@rules/catalogue/product-fields';

/** The product form's values: amounts as rupees typed by people ("1899.50"). */
export interface ProductFormValues {
  name: string;
  sku: string;
  partNumber: string;
  brand: string;
  categories: string[];
  price: string;
  mrp: string;
  hsnCode: string;
  stockQuantity: string;
  stockStatus: StockStatus;
  excerpt: string;
}

export const PRODUCT_FORM_FIELDS = [
  'name',
  'sku',
  'partNumber',
  'brand',
  'categories',
  'price',
  'mrp',
  'hsnCode',
  'stockQuantity',
  'stockStatus',
  'excerpt',
] as const;

export function formValuesOf(p: ProductForm_ProductFragment): ProductFormValues {
  return {
    name: p.name,
    sku: p.sku,
    partNumber: p.partNumber,
    brand: p.brand,
    categories: [...p.categories],
    price: paiseToRupees(p.price.amount),
    mrp: p.mrp ? paiseToRupees(p.mrp.amount) : '',
    hsnCode: p.hsnCode,
    stockQuantity: String(p.stockQuantity),
    stockStatus: p.stockStatus,
    excerpt: p.excerpt,
  };
}

/** The price field's check: an amount, and not above the MRP (rules/catalogue/mrp.ts, as the server). */
export function checkPrice(price: string, mrp: string): true | string {
  const paise = rupeesToPaise(price);
  if (paise === null) return 'ERROR_FORM_INVALID';
  const limit = mrp.trim() === '' ? null : rupeesToPaise(mrp);
  return limit !== null && checkPriceWithinMrp(paise, limit) ? 'ERROR_API_PRICE_ABOVE_MRP' : true;
}

/** The whole input of `updateProduct`: the form's fields over the product's others (unchanged). */
export function productInputOf(p: ProductForm_ProductFragment, v: ProductFormValues): ProductInput {
  return {
    sku: v.sku.trim(),
    name: v.name,
    slug: p.slug,
    partNumber: v.partNumber,
    brand: v.brand,
    type: p.type,
    categories: v.categories,
    price: rupeesToPaise(v.price)!,
    mrp: v.mrp.trim() === '' ? null : rupeesToPaise(v.mrp),
    hsnCode: v.hsnCode.trim(),
    stockQuantity: Number(v.stockQuantity),
    stockStatus: v.stockStatus,
    excerpt: v.excerpt,
    description: p.description,
    compatibility: p.compatibility,
    vehicles: [...p.vehicles],
    options: p.options.map((o) => ({
      name: o.name,
      type: o.type,
      values: o.values.map((value) => ({ name: value.name, color: value.color ?? null })),
    })),
  };
}
