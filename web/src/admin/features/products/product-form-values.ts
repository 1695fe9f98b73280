import type {
  ChosenVehicles_VehicleFragment,
  Compatibility,
  OptionType,
  ProductForm_ProductFragment,
  ProductInput,
  StockStatus,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { checkPriceWithinMrp } from '@rules/catalogue/mrp';
import {
  amountProblem,
  checkFitment,
  checkProductOptions,
  paiseToRupees,
  type ProductFieldError,
  rupeesToPaise,
} from '@rules/catalogue/product-fields';

export interface OptionValueFormValues {
  name: string;
  /** Palette slug for a colour option's value; empty otherwise. */
  color: string;
}

export interface OptionFormValues {
  name: string;
  type: OptionType;
  values: OptionValueFormValues[];
}

/** The product form's values: amounts as rupees typed by people ("1899.50"), vehicles with their names. */
export interface ProductFormValues {
  name: string;
  sku: string;
  partNumber: string;
  brand: string;
  type: string;
  categories: string[];
  price: string;
  mrp: string;
  hsnCode: string;
  stockQuantity: string;
  stockStatus: StockStatus;
  excerpt: string;
  description: string;
  compatibility: Compatibility;
  /** Kept while another compatibility is chosen (not sent then), so switching back loses nothing. */
  vehicles: ChosenVehicles_VehicleFragment[];
  options: OptionFormValues[];
}

const FLAT_FIELDS = [
  'name',
  'sku',
  'partNumber',
  'brand',
  'type',
  'categories',
  'price',
  'mrp',
  'hsnCode',
  'stockQuantity',
  'stockStatus',
  'excerpt',
  'description',
  'compatibility',
  'vehicles',
  'options',
] as const;

/** Every field of these values an error can be shown on, options and their values included. */
export function productFormFields(v: Pick<ProductFormValues, 'options'>): string[] {
  return [
    ...FLAT_FIELDS,
    ...v.options.flatMap((o, i) => [
      `options.${i}.name`,
      `options.${i}.type`,
      `options.${i}.values`,
      ...o.values.flatMap((_, j) => [`options.${i}.values.${j}.name`, `options.${i}.values.${j}.color`]),
    ]),
  ];
}

/**
 * An error's field as the form names it: a vehicle's or a category's index is the list's (the
 * form shows one message for the list), "input" in front is dropped.
 */
export function formErrorOf(error: ServerError): ServerError {
  const path = error.field?.[0] === 'input' ? error.field.slice(1) : (error.field ?? null);
  if (path && (path[0] === 'vehicles' || path[0] === 'categories')) return { ...error, field: [path[0]] };
  return { ...error, field: path };
}

export function formValuesOf(p: ProductForm_ProductFragment): ProductFormValues {
  return {
    name: p.name,
    sku: p.sku,
    partNumber: p.partNumber,
    brand: p.brand,
    type: p.type,
    categories: [...p.categories],
    price: paiseToRupees(p.price.amount),
    mrp: p.mrp ? paiseToRupees(p.mrp.amount) : '',
    hsnCode: p.hsnCode,
    stockQuantity: String(p.stockQuantity),
    stockStatus: p.stockStatus,
    excerpt: p.excerpt,
    description: p.description,
    compatibility: p.compatibility,
    vehicles: p.fitVehicles.map(({ id, year, make, model, engine }) => ({ id, year, make, model, engine })),
    options: p.options.map((o) => ({
      name: o.name,
      type: o.type,
      values: o.values.map((value) => ({ name: value.name, color: value.color ?? '' })),
    })),
  };
}

/**
 * The price field's check: an amount from ₹1 to ₹1 crore, and not above the MRP (the server's
 * rules: rules/catalogue/product-fields.ts and mrp.ts).
 */
export function checkPrice(price: string, mrp: string): true | string {
  const paise = rupeesToPaise(price);
  if (paise === null) return 'ERROR_FORM_INVALID';
  const problem = amountProblem(paise);
  if (problem) return problem === 'PRICE_TOO_LOW' ? 'ERROR_API_PRICE_TOO_LOW' : problem;
  const limit = mrp.trim() === '' ? null : rupeesToPaise(mrp);
  return limit !== null && checkPriceWithinMrp(paise, limit) ? 'ERROR_API_PRICE_ABOVE_MRP' : true;
}

const optionsOf = (v: ProductFormValues) =>
  v.options.map((o) => ({
    name: o.name.trim(),
    type: o.type,
    values: o.values.map((value) => ({
      name: value.name.trim(),
      color: o.type === 'COLOR' && value.color !== '' ? value.color : null,
    })),
  }));

/**
 * The server's own rules for options and fitment (rules/catalogue/product-fields.ts), run before
 * sending: the same codes on the same fields as the server would answer.
 */
export function checkOptionsAndFitment(v: ProductFormValues): ProductFieldError[] {
  const vehicles = v.compatibility === 'LIST' ? v.vehicles.map((vehicle) => vehicle.id) : [];
  const options = optionsOf(v).map((o) => ({
    ...o,
    type: o.type === 'COLOR' ? ('color' as const) : ('default' as const),
  }));
  const compatibility = v.compatibility === 'LIST' ? 'list' : v.compatibility === 'ALL' ? 'all' : 'unknown';
  return [...checkFitment(compatibility, vehicles), ...checkProductOptions(options)];
}

/**
 * The input of `updateProduct`: every field of the form (the slug is kept), but the stock only
 * where the form changed it: shoppers may buy while the form is open, and a stock sent unchanged
 * would undo their orders. A changed quantity goes with the one the form was opened with, so the
 * server refuses it (STOCK_CHANGED) if the stock moved meanwhile.
 */
export function productInputOf(
  p: Pick<ProductForm_ProductFragment, 'slug' | 'stockQuantity' | 'stockStatus'>,
  v: ProductFormValues,
): ProductInput {
  const quantity = Number(v.stockQuantity);
  const stock = quantity === p.stockQuantity ? {} : { stockQuantity: quantity, stockQuantityWas: p.stockQuantity };
  return {
    ...stock,
    ...(v.stockStatus === p.stockStatus ? {} : { stockStatus: v.stockStatus }),
    sku: v.sku.trim(),
    name: v.name,
    slug: p.slug,
    partNumber: v.partNumber,
    brand: v.brand,
    type: v.type,
    categories: v.categories,
    price: rupeesToPaise(v.price)!,
    mrp: v.mrp.trim() === '' ? null : rupeesToPaise(v.mrp),
    hsnCode: v.hsnCode.trim(),
    excerpt: v.excerpt,
    description: v.description,
    compatibility: v.compatibility,
    vehicles: v.compatibility === 'LIST' ? v.vehicles.map((vehicle) => vehicle.id) : [],
    options: optionsOf(v),
  };
}
