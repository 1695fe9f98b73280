/**
 * Prices cart lines against the catalogue as stored now: the cart query, saved carts and
 * checkout all go through here, so the browser never supplies a price.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserError } from '../accounts/user-error';
import type { ProductRow } from '../catalogue/catalogue.mappers';
import type { OrderItemOption } from '../orders/orders.tables';
import { checkInstallations, type InstallationRequest, type PricedInstallation } from '../workshops/installation';
import type { SupplyType } from '../../rules/gst/gst';
import { loadGstRates } from '../catalogue/gst-rates';
import { loadShopSettings } from '../shop/shop-settings';
import type { DB } from '../store/schema';
import { type FitmentVerdict, fitmentVerdict } from '../vehicles/fitment';
import type { LineOption } from './cart-lines';
import { cartTotals, type DeliveryPolicy, type GoodsLine, type ServiceLine, type Totals } from './cart-totals';
import {
  countsForTotals,
  installationsWithinValue,
  limitQuantities,
  limitValue,
  ORDER_VALUE_ERROR,
} from './order-value';
import { availableQuantity, checkLine, type OptionGroup, type StockState, stockError } from './price-line';

export interface LineRequest {
  id?: string | null;
  productId: string;
  options?: readonly LineOption[] | null;
  quantity: number;
  /** A fitting booked with the line (battery or tyre installation). */
  installation?: InstallationRequest | null;
}

export interface PricedLine {
  id: string;
  productId: string;
  product: ProductRow | null;
  options: OrderItemOption[];
  quantity: number;
  unitPrice: number | null;
  availability: StockState | null;
  availableQuantity: number | null;
  /**
   * Units the totals count: the quantity, or what the stock still covers after the product's
   * earlier lines (0 when out of stock, when the quantity is out of range or there is no price).
   */
  countedQuantity: number;
  fitment: FitmentVerdict;
  /** The installation booked with the line, priced; null when none was asked for. */
  installation: PricedInstallation | null;
  /** Field paths relative to the line. */
  errors: UserError[];
}

export interface PricedCart {
  lines: PricedLine[];
  /** The lines that count for the totals, with their GST rates. */
  goods: GoodsLine[];
  terms: PricingTerms;
  totals: Totals;
  ready: boolean;
}

export interface CatalogueSnapshot {
  products: Map<number, ProductRow>;
  groups: Map<number, OptionGroup[]>;
  /** GST rate in force today (basis points) of each product's HSN code. */
  rates: Map<string, number>;
}

/** What the totals depend on besides the lines: the shop's delivery charge and the place of supply. */
export interface PricingTerms {
  delivery: DeliveryPolicy;
  /** null while the delivery state is not known (a cart): GST is then shown unsplit. */
  supply: SupplyType | null;
  /** ISO code of the shop's state of registration. */
  shopState: string;
}

/** The shop's current delivery charge, and the supply type for a delivery state (ISO code) if known. */
export async function pricingTerms(db: Kysely<DB>, deliveryState: string | null): Promise<PricingTerms> {
  const settings = await loadShopSettings(db);
  return {
    delivery: { fee: settings.deliveryFee, freeThreshold: settings.freeDeliveryThreshold },
    supply: deliveryState === null ? null : deliveryState === settings.state.code ? 'intra-state' : 'inter-state',
    shopState: settings.state.code,
  };
}

/** A product id as the database knows them (positive integer), or null. */
export function productKey(id: string): number | null {
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

/** Products and their option groups; `lock` reads them FOR UPDATE (inside checkout's transaction). */
export async function loadCatalogue(db: Kysely<DB>, ids: readonly number[], lock = false): Promise<CatalogueSnapshot> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return { products: new Map(), groups: new Map(), rates: new Map() };
  let query = db.selectFrom('products').selectAll().where('id', 'in', unique).orderBy('id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  const values = await db
    .selectFrom('product_options as o')
    .innerJoin('product_option_values as v', 'v.option_id', 'o.id')
    .select([
      'o.product_id',
      'o.slug as option_slug',
      'o.name as option_name',
      'o.position as option_position',
      'v.slug',
      'v.name',
    ])
    .where('o.product_id', 'in', unique)
    .orderBy('o.product_id')
    .orderBy('o.position')
    .orderBy('v.position')
    .execute();
  const groups = new Map<number, OptionGroup[]>();
  for (const v of values) {
    const list = groups.get(v.product_id) ?? [];
    let group = list.find((g) => g.slug === v.option_slug);
    if (!group) list.push((group = { slug: v.option_slug, name: v.option_name, values: [] }));
    group.values.push({ slug: v.slug, name: v.name });
    groups.set(v.product_id, list);
  }
  const rates = await loadGstRates(db, [...new Set(rows.map((r) => r.hsn_code))], new Date());
  return { products: new Map(rows.map((r) => [r.id, r])), groups, rates };
}

/** Fitment verdicts of the products for one vehicle (UNKNOWN for all when there is none). */
async function loadFitment(db: Kysely<DB>, products: readonly ProductRow[], vehicleId: string | null | undefined) {
  const verdicts = new Map<number, FitmentVerdict>();
  const listed = products.filter((p) => p.compatibility === 'list').map((p) => p.id);
  const fits = new Set<number>();
  if (vehicleId && listed.length) {
    const rows = await db
      .selectFrom('product_compatibility')
      .select('product_id')
      .where('vehicle_id', '=', vehicleId)
      .where('product_id', 'in', listed)
      .execute();
    for (const row of rows) fits.add(row.product_id);
  }
  for (const p of products) {
    const compatibility = p.compatibility === 'list' ? (fits.has(p.id) ? [vehicleId!] : []) : p.compatibility;
    verdicts.set(p.id, fitmentVerdict(compatibility, vehicleId));
  }
  return verdicts;
}

/** How a line is named on the totals' GST lines and the invoice: product name and chosen values. */
export function lineDescription(line: PricedLine): string {
  const name = line.product?.name ?? '';
  return line.options.length ? `${name} (${line.options.map((o) => `${o.name}: ${o.valueName}`).join(', ')})` : name;
}

/**
 * Shares each product's units that can be ordered among its lines in cart order, so the totals
 * never count units the shop cannot sell (a line of 100 with 1 in stock counts 1).
 */
function countUnits(lines: PricedLine[]): void {
  const left = new Map<number, number>();
  for (const line of lines) {
    if (!countsForTotals(line) || !line.product) continue;
    const available = left.get(line.product.id) ?? line.availableQuantity ?? Infinity;
    line.countedQuantity = Math.min(line.quantity, available);
    left.set(line.product.id, available - line.countedQuantity);
  }
}

/**
 * The counted units of the lines that count for the totals (see countUnits; a bad quantity or a
 * line past the order value does not count, decision 066).
 */
function chargeable(lines: readonly PricedLine[], rates: ReadonlyMap<string, number>): GoodsLine[] {
  return lines.flatMap((l, item) => {
    if (!countsForTotals(l) || !l.product || l.unitPrice === null || l.countedQuantity === 0) return [];
    const rateBp = rates.get(l.product.hsn_code);
    if (rateBp === undefined) throw new Error(`no GST rate for HSN ${l.product.hsn_code}`);
    return [
      {
        item,
        description: lineDescription(l),
        code: l.product.hsn_code,
        unitPrice: l.unitPrice,
        quantity: l.countedQuantity,
        rateBp,
      },
    ];
  });
}

/**
 * Pure: checks and prices every line, then the stock and the quantity of each product over all its
 * lines, and the order value (order-value.ts).
 */
export function priceLines(
  lines: readonly LineRequest[],
  { products, groups, rates }: CatalogueSnapshot,
  terms: PricingTerms,
  fitment: ReadonlyMap<number, FitmentVerdict> = new Map(),
  newId: () => string = randomUUID,
): PricedCart {
  const priced = lines.map((line): PricedLine => {
    const key = productKey(line.productId);
    const product = key === null ? undefined : products.get(key);
    const base = {
      id: line.id ?? newId(),
      productId: line.productId,
      quantity: line.quantity,
      countedQuantity: 0,
      installation: null,
    };
    if (!product) {
      return {
        ...base,
        product: null,
        options: [],
        unitPrice: null,
        availability: null,
        availableQuantity: null,
        fitment: 'UNKNOWN',
        errors: [{ code: 'PRODUCT_NOT_FOUND', field: ['productId'] }],
      };
    }
    const check = checkLine(product, groups.get(product.id) ?? [], {
      options: line.options ?? [],
      quantity: line.quantity,
    });
    return {
      ...base,
      product,
      options: check.options,
      unitPrice: check.unitPrice,
      availability: product.stock,
      availableQuantity: availableQuantity(product),
      fitment: fitment.get(product.id) ?? 'UNKNOWN',
      errors: check.errors,
    };
  });
  const wanted = new Map<number, number>();
  for (const line of priced)
    if (line.product) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
  for (const line of priced) {
    const code = line.product && stockError(line.product, wanted.get(line.product.id)!);
    if (code) line.errors.push({ code, field: ['quantity'] });
  }
  // The quantity limit first (a line past it counts nothing), then the units stock allows, then
  // the order's value over those units: a line's units no stock can give never reach the limit.
  limitQuantities(priced);
  countUnits(priced);
  limitValue(priced, (line) => line.countedQuantity);
  for (const line of priced) if (!countsForTotals(line)) line.countedQuantity = 0;
  const goods = chargeable(priced, rates);
  return {
    lines: priced,
    goods,
    terms,
    totals: cartTotals(goods, [], terms.delivery, terms.supply),
    ready: priced.every((l) => l.errors.length === 0),
  };
}

/**
 * Adds each line's installation (checked by the services domain) to a priced cart: its errors
 * join the line's, a fitting package's price joins the totals. `db` may be the checkout's
 * transaction.
 */
export async function addInstallations(
  db: Kysely<DB>,
  cart: PricedCart,
  lines: readonly LineRequest[],
): Promise<PricedCart> {
  if (!lines.some((l) => l.installation)) return cart;
  const checks = await checkInstallations(
    db,
    lines.map((l, i) => ({ productId: cart.lines[i]!.product?.id ?? null, installation: l.installation })),
  );
  const priced = cart.lines.map((line, i) => {
    const check = checks[i];
    return check ? { ...line, installation: check.value, errors: [...line.errors, ...check.errors] } : line;
  });
  const priceable = priced.flatMap((l, item) =>
    l.installation?.pkg && l.installation.price !== null
      ? [{ item, pkg: l.installation.pkg, price: l.installation.price }]
      : [],
  );
  const fits = installationsWithinValue(
    cart.totals.subtotal,
    priceable.map((b) => b.price),
  );
  const booked = priceable.filter((b, i) => {
    if (!fits[i]) priced[b.item]!.errors.push({ code: ORDER_VALUE_ERROR, field: ['installation'] });
    return fits[i];
  });
  const rates = await loadGstRates(db, [...new Set(booked.map((b) => b.pkg.sac_code))], new Date());
  const services: ServiceLine[] = booked.map(({ item, pkg, price }) => ({
    item,
    description: pkg.name,
    code: pkg.sac_code,
    price,
    rateBp: rates.get(pkg.sac_code)!,
  }));
  return {
    ...cart,
    lines: priced,
    totals: cartTotals(cart.goods, services, cart.terms.delivery, cart.terms.supply),
    ready: priced.every((l) => l.errors.length === 0),
  };
}

/** The cart query and saved carts: reads the catalogue, then prices (installations too). */
export async function priceCart(
  db: Kysely<DB>,
  lines: readonly LineRequest[],
  vehicleId?: string | null,
  deliveryState: string | null = null,
): Promise<PricedCart> {
  const snapshot = await loadCatalogue(
    db,
    lines.map((l) => productKey(l.productId)).filter((k) => k !== null),
  );
  const fitment = await loadFitment(db, [...snapshot.products.values()], vehicleId);
  const terms = await pricingTerms(db, deliveryState);
  return addInstallations(db, priceLines(lines, snapshot, terms, fitment), lines);
}
