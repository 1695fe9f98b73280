import type { ColumnType, Generated } from 'kysely';

/** A JSON column: written as a JSON string, read as the value. */
type Json<T> = ColumnType<T, string, string>;

/** The two kinds of vehicle, as stored by the vehicles domain. */
export type ServiceVehicleType = 'two-wheeler' | 'three-wheeler' | 'four-wheeler';
export type BookingStatus = 'CONFIRMED' | 'CANCELLED';

/** Vehicle services and bookings (migrations 0500, 0510). */
export interface WorkshopsTables {
  services: {
    /** The slug, e.g. 'two-wheeler-service'. */
    id: string;
    position: number;
    name: string;
    summary: string;
    description: string;
    includes: Json<string[]>;
    vehicle_types: Json<ServiceVehicleType[]>;
    vehicle_required: boolean;
    slot_minutes: number;
    category_slugs: Json<string[]>;
    image: string;
  };
  service_packages: {
    /** `<service>/<package>`, e.g. 'battery/replacement-with-exchange'. */
    id: string;
    service_id: string;
    position: number;
    name: string;
    /** INR paise. */
    price: number;
    duration_minutes: number;
    includes: Json<string[]>;
    /** Fits a part bought from the shop (migration 0510). */
    part_installation: Generated<boolean>;
    /** SAC code, 6 digits (migration 0520); its rate is in gst_rates. */
    sac_code: string;
  };
  workshops: {
    /** City slug, e.g. 'bangalore'. */
    city: string;
    position: number;
    name: string;
    workshop_name: string;
    address: string;
  };
  workshop_hours: {
    city: string;
    /** ISO weekday, 1 = Monday. */
    weekday: number;
    /** Minutes after midnight IST. */
    opens: number;
    closes: number;
  };
  service_cities: {
    service_id: string;
    city: string;
    slot_capacity: number;
  };
  service_slots: {
    service_id: string;
    city: string;
    starts_at: Date;
    capacity: number;
    booked: Generated<number>;
    /** Staff closed the slot to new bookings (migration 0700); existing bookings stay. */
    blocked: Generated<boolean>;
  };
  service_bookings: {
    id: Generated<string>;
    reference: string;
    token: string;
    status: Generated<BookingStatus>;
    service_id: string;
    package_id: string;
    package_name: string;
    price: number;
    city: string;
    slot_start: Date;
    slot_end: Date;
    user_id: string | null;
    vehicle_id: string | null;
    vehicle_text: string | null;
    contact_name: string;
    contact_phone: string;
    contact_email: string;
    notes: string | null;
    language: Generated<string>;
    idempotency_scope: string;
    idempotency_key: string;
    request_hash: string;
    created_at: Generated<Date>;
    cancelled_at: Date | null;
    /** The order it was booked with (migration 0510); null for a booking on its own. */
    order_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** Position of the order item it installs. */
    order_item: ColumnType<number | null, number | null | undefined, number | null>;
  };
}
