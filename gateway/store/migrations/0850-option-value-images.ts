import { type Kysely, sql } from 'kysely';

/**
 * Pictures per option value (docs/decisions/038): a colour value shows the product in that
 * colour. Rows belong to one value of `product_option_values` and go with it; `position` 0 is
 * the main picture. A value without rows shows the product's own pictures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_option_value_images (
      option_id integer not null,
      value_position smallint not null,
      position smallint not null check (position >= 0),
      url text not null check (length(url) between 1 and 500),
      primary key (option_id, value_position, position),
      foreign key (option_id, value_position) references product_option_values (option_id, position)
        on delete cascade on update cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table product_option_value_images`.execute(db);
}
