/**
 * Installation with a part: a cart line or checkout item may carry a booking of a fitting
 * package (a battery → battery installation, tyres → tyre fitting). The server checks that the
 * package fits the product, the city offers the service and the slot is on the workshop's grid
 * in the future with a place left, and prices it from the package. Error fields are relative to
 * the line: ["installation", "packageId" | "city" | "slotStart"].
 */
import type { Kysely } from 'kysely';
import type { UserError } from '../accounts/user-error';
import type { DB } from '../store/schema';
import { cityKey } from './booking-rules';
import { systemClock } from './clock';
import { createServiceCatalogueService, type Offering } from './service-catalogue.service';
import type { ServicePackageRow } from './workshops.mappers';
import { checkSlotStart, type Slot } from './slot-rules';

export interface InstallationRequest {
  packageId: string;
  city: string;
  slotStart: string;
}

export interface PricedInstallation {
  /** As sent. */
  packageId: string;
  /** The city key ('Bengaluru' → bangalore). */
  city: string;
  /** As sent. */
  slotStart: string;
  pkg: ServicePackageRow | null;
  /** The slot on the workshop's grid; null when the start is not one. */
  slot: Slot | null;
  /** Places per slot in the city; 0 when the service is not offered there. */
  slotCapacity: number;
  /** Places left in the slot now (null when there is no valid slot). */
  remaining: number | null;
  /** The package's price (INR paise, taxes included); null when the package does not fit. */
  price: number | null;
}

export interface InstallationCheck {
  value: PricedInstallation;
  errors: UserError[];
}

const MAX_KEY = 200;
const at = (code: UserError['code'], field: string): UserError => ({ code, field: ['installation', field] });

/**
 * Checks the installation of each line (null for a line without one). `productIds` are the
 * lines' product ids (null when unknown). Reads with `db`: pass the checkout's transaction to
 * read inside it.
 */
export async function checkInstallations(
  db: Kysely<DB>,
  lines: readonly { productId: number | null; installation?: InstallationRequest | null }[],
  now: Date = systemClock.now(),
): Promise<(InstallationCheck | null)[]> {
  const wanted = lines.filter((l) => l.installation);
  if (wanted.length === 0) return lines.map(() => null);
  const catalogue = createServiceCatalogueService(db, systemClock);
  const packageIds = [...new Set(wanted.map((l) => l.installation!.packageId).filter((id) => id.length <= MAX_KEY))];
  const packages = new Map((await catalogue.packagesByIds(packageIds)).map((p) => [p.id, p]));
  const productIds = [...new Set(wanted.map((l) => l.productId).filter((id) => id !== null))];
  const fitting = productIds.length ? await catalogue.servicesForProducts(productIds) : [];
  const servicesOf = new Map(productIds.map((id, i) => [id, new Set(fitting[i]!.map((s) => s.id))]));
  const offerings = new Map<string, Offering | null>();

  const results: (InstallationCheck | null)[] = [];
  for (const line of lines) {
    const request = line.installation;
    if (!request) {
      results.push(null);
      continue;
    }
    const errors: UserError[] = [];
    const city = cityKey(request.city);
    const value: PricedInstallation = {
      packageId: request.packageId,
      city,
      slotStart: request.slotStart,
      pkg: null,
      slot: null,
      slotCapacity: 0,
      remaining: null,
      price: null,
    };
    const pkg = packages.get(request.packageId);
    const fits =
      pkg !== undefined &&
      pkg.part_installation &&
      line.productId !== null &&
      (servicesOf.get(line.productId)?.has(pkg.service_id) ?? false);
    if (!fits) errors.push(at('INSTALLATION_NOT_FOR_PRODUCT', 'packageId'));
    else {
      value.pkg = pkg;
      value.price = pkg.price;
    }
    const start = new Date(request.slotStart);
    const offeringKey = `${pkg?.service_id}\u0000${city}`;
    if (pkg && !offerings.has(offeringKey)) offerings.set(offeringKey, await catalogue.offering(pkg.service_id, city));
    const offering = pkg ? offerings.get(offeringKey)! : null;
    if (Number.isNaN(start.getTime())) errors.push(at('ERROR_FORM_INVALID', 'slotStart'));
    else if (pkg && !offering) errors.push(at('SERVICE_NOT_IN_CITY', 'city'));
    else if (offering) {
      const check = checkSlotStart(start, offering.hours, offering.service.slot_minutes, now);
      if (check.error) errors.push(at(check.error, 'slotStart'));
      else {
        value.slot = check.slot;
        value.slotCapacity = offering.slotCapacity;
      }
    } else if (start.getTime() <= now.getTime()) errors.push(at('SLOT_IN_PAST', 'slotStart'));
    results.push({ value, errors });
  }
  await addAvailability(db, results);
  return results;
}

/**
 * What is left of each checked slot; a full one is SLOT_FULL, one staff blocked SLOT_BLOCKED
 * (checkout takes the place under a guard that checks both again).
 */
async function addAvailability(db: Kysely<DB>, checks: (InstallationCheck | null)[]): Promise<void> {
  const slotted = checks.filter((c) => c?.value.slot && c.value.pkg) as InstallationCheck[];
  if (slotted.length === 0) return;
  const rows = await db
    .selectFrom('service_slots')
    .select(['service_id', 'city', 'starts_at', 'capacity', 'booked', 'blocked'])
    .where((eb) =>
      eb.or(
        slotted.map(({ value }) =>
          eb.and([
            eb('service_id', '=', value.pkg!.service_id),
            eb('city', '=', value.city),
            eb('starts_at', '=', value.slot!.start),
          ]),
        ),
      ),
    )
    .execute();
  // Several lines may book the same slot: each takes a place.
  const wanted = new Map<string, number>();
  for (const check of slotted) {
    const { value } = check;
    const key = `${value.pkg!.service_id}|${value.city}|${value.slot!.start.getTime()}`;
    const row = rows.find(
      (r) =>
        r.service_id === value.pkg!.service_id &&
        r.city === value.city &&
        new Date(r.starts_at).getTime() === value.slot!.start.getTime(),
    );
    const capacity = row?.capacity ?? value.slotCapacity;
    const left = Math.max(0, capacity - (row?.booked ?? 0));
    const before = wanted.get(key) ?? 0;
    wanted.set(key, before + 1);
    value.remaining = left;
    if (row?.blocked) check.errors.push(at('SLOT_BLOCKED', 'slotStart'));
    else if (before + 1 > left) check.errors.push(at('SLOT_FULL', 'slotStart'));
  }
}
