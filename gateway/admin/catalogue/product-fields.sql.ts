/**
 * Products as the back office edits them (ProductFields): the form's starting values and the CSV
 * export, read in one statement per chunk of products.
 */
import { type Kysely, sql } from 'kysely';
import type { ProductFields } from '../../../rules/catalogue/product-fields';
import type { DB } from '../../store/schema';

export interface StoredProductFields extends ProductFields {
  id: number;
  archived: boolean;
}

interface Row {
  id: number;
  sku: string;
  name: string;
  slug: string;
  part_number: string;
  brand: string;
  type: string;
  categories: string[];
  price: number;
  mrp: number | null;
  hsn_code: string;
  stock_quantity: number;
  stock: ProductFields['stockStatus'];
  excerpt: string;
  description: string;
  compatibility: ProductFields['compatibility'];
  vehicles: string[];
  options: ProductFields['options'] | string;
  archived: boolean;
}

/**
 * The fields of the products with these ids (all products, by id, when `ids` is null; archived
 * ones only when asked). An archived product's categories are the ones it will get back.
 */
export async function readProductFields(
  db: Kysely<DB>,
  ids: readonly number[] | null,
  { archived = false }: { archived?: boolean } = {},
): Promise<StoredProductFields[]> {
  const which = ids === null ? sql`true` : sql`p.id = any(${[...ids]}::int[])`;
  const { rows } = await sql<Row>`
    select p.id, p.sku, p.name, p.slug, p.part_number, b.slug as brand, t.slug as type,
      array(select c.slug from categories c
        where c.id = any(coalesce(p.archived_category_ids,
          array(select pc.category_id from product_categories pc where pc.product_id = p.id and pc.direct)))
        order by c.slug) as categories,
      p.price, p.compare_at_price as mrp, p.hsn_code, p.stock_quantity, p.stock, p.excerpt, p.description,
      p.compatibility,
      array(select f.vehicle_id from product_compatibility f where f.product_id = p.id order by f.vehicle_id) as vehicles,
      coalesce((select json_agg(json_build_object('name', o.name, 'type', o.type, 'values',
          (select json_agg(json_build_object('name', v.name, 'color', v.color_slug) order by v.position)
           from product_option_values v where v.option_id = o.id)) order by o.position)
        from product_options o where o.product_id = p.id), '[]') as options,
      p.archived_at is not null as archived
    from products p join brands b on b.id = p.brand_id join product_types t on t.id = p.type_id
    where ${which} ${archived ? sql`` : sql`and p.archived_at is null`}
    order by p.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    partNumber: r.part_number,
    brand: r.brand,
    type: r.type,
    categories: r.categories,
    price: r.price,
    mrp: r.mrp,
    hsnCode: r.hsn_code,
    stockQuantity: r.stock_quantity,
    stockStatus: r.stock,
    excerpt: r.excerpt,
    description: r.description,
    compatibility: r.compatibility,
    vehicles: r.vehicles,
    options: (typeof r.options === 'string' ? JSON.parse(r.options) : r.options) as ProductFields['options'],
    archived: r.archived,
  }));
}
