import { type Kysely, sql } from 'kysely';

/**
 * Vehicle services and their bookings (schema/services.graphql).
 *
 * - Ids of services (their slug) and packages (`<service>/<package>`) are stable text keys, like
 *   vehicle ids (decision 006): the same on every database and re-seed.
 * - `service_cities` says where a service is offered and how many bookings one slot takes there.
 * - `workshop_hours` are minutes after midnight IST per ISO weekday; a closed day has no row.
 * - `service_slots` rows are created on demand (upsert) and `booked` is only ever changed by a
 *   guarded update (`booked < capacity`): the database, not a process, enforces capacity.
 * - `reference` numbers come from a sequence; `(idempotency_scope, idempotency_key)` is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table services (
      id text primary key,
      position integer not null,
      name text not null,
      summary text not null,
      description text not null,
      includes jsonb not null,
      vehicle_types jsonb not null,
      vehicle_required boolean not null,
      slot_minutes integer not null check (slot_minutes between 15 and 480),
      category_slugs jsonb not null,
      image text not null
    )`);
  await run(sql`
    create table service_packages (
      id text primary key,
      service_id text not null references services (id) on delete cascade,
      position integer not null,
      name text not null,
      price bigint not null check (price >= 0),
      duration_minutes integer not null check (duration_minutes > 0),
      includes jsonb not null
    )`);
  await run(sql`create index service_packages_service on service_packages (service_id, position)`);
  await run(sql`
    create table workshops (
      city text primary key,
      position integer not null,
      name text not null,
      workshop_name text not null,
      address text not null
    )`);
  await run(sql`
    create table workshop_hours (
      city text not null references workshops (city) on delete cascade,
      weekday smallint not null check (weekday between 1 and 7),
      opens smallint not null check (opens between 0 and 1440),
      closes smallint not null check (closes between 0 and 1440 and closes > opens),
      primary key (city, weekday)
    )`);
  await run(sql`
    create table service_cities (
      service_id text not null references services (id) on delete cascade,
      city text not null references workshops (city) on delete cascade,
      slot_capacity integer not null check (slot_capacity > 0),
      primary key (service_id, city)
    )`);
  await run(sql`
    create table service_slots (
      service_id text not null references services (id) on delete cascade,
      city text not null references workshops (city) on delete cascade,
      starts_at timestamptz not null,
      capacity integer not null check (capacity >= 0),
      booked integer not null default 0 check (booked >= 0 and booked <= capacity),
      primary key (service_id, city, starts_at)
    )`);
  await run(sql`create sequence service_booking_numbers`);
  await run(sql`
    create table service_bookings (
      id uuid primary key default gen_random_uuid(),
      reference text not null unique,
      token text not null unique,
      status text not null default 'CONFIRMED' check (status in ('CONFIRMED', 'CANCELLED')),
      service_id text not null references services (id),
      package_id text not null references service_packages (id),
      package_name text not null,
      price bigint not null check (price >= 0),
      city text not null references workshops (city),
      slot_start timestamptz not null,
      slot_end timestamptz not null check (slot_end > slot_start),
      user_id uuid references users (id) on delete set null,
      vehicle_id text references vehicles (id) on delete set null,
      vehicle_text text,
      contact_name text not null,
      contact_phone text not null,
      contact_email text not null,
      notes text,
      language text not null default 'en',
      idempotency_scope text not null,
      idempotency_key text not null,
      request_hash text not null,
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      unique (idempotency_scope, idempotency_key)
    )`);
  await run(sql`create index service_bookings_user on service_bookings (user_id, slot_start desc)`);
  await run(sql`create index service_bookings_slot on service_bookings (service_id, city, slot_start)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'service_bookings',
    'service_slots',
    'service_cities',
    'workshop_hours',
    'workshops',
    'service_packages',
    'services',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop sequence service_booking_numbers`.execute(db);
}
