import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { PRODUCTS } from './seed';

/**
 * The sample catalogue's pictures per colour value (docs/decisions/038), on databases seeded
 * before they existed too: each value's pictures found by product, option and value slug.
 */
export async function seedColourImages(trx: Transaction<DB>): Promise<void> {
  const wanted = PRODUCTS.filter((p) => p.options.some((o) => o.values.some((v) => v.images?.length)));
  if (wanted.length === 0) return;
  const values = await trx
    .selectFrom('product_option_values as v')
    .innerJoin('product_options as o', 'o.id', 'v.option_id')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .where(
      'p.slug',
      'in',
      wanted.map((p) => p.slug),
    )
    .select(['p.slug as product', 'o.slug as option', 'v.slug as value', 'v.option_id', 'v.position'])
    .execute();
  const at = new Map(values.map((v) => [`${v.product}/${v.option}/${v.value}`, v]));
  const rows = wanted.flatMap((p) =>
    p.options.flatMap((o) =>
      o.values.flatMap((v) => {
        const found = at.get(`${p.slug}/${o.slug}/${v.slug}`);
        if (!found) return [];
        return (v.images ?? []).map((url, position) => ({
          option_id: found.option_id,
          value_position: found.position,
          position,
          url,
        }));
      }),
    ),
  );
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('product_option_value_images')
      .values(rows.slice(start, start + 500))
      .execute();
}
