import type { Resolvers, VehicleType } from '../__generated__/resolvers-types';
import { badUserInput } from '../graphql/argument-errors';
import { gstRates } from '../catalogue/gst-rates';
import { RATE_LIMITED_ERRORS, withinLimit } from '../rate-limit/request-limits';
import { vehicleLoader } from '../vehicles/vehicles.loaders';
import { maskEmail } from '../orders/orders.mappers';
import { cancelDeadline } from './booking-rules';
import { workshopsLoaders } from './workshops.loaders';
import type { ServiceVehicleType } from './workshops.tables';
import { groupHours, slotRangeError } from './slot-rules';

const VEHICLE_TYPES: Record<ServiceVehicleType, VehicleType> = {
  'two-wheeler': 'TWO_WHEELER',
  'three-wheeler': 'THREE_WHEELER',
  'four-wheeler': 'FOUR_WHEELER',
};
const inr = (amount: number) => ({ amount, currency: 'INR' });
/** '+91 98450 12345' → '••••••2345'. */
const maskPhone = (phone: string) => `••••••${phone.replace(/\D/g, '').slice(-4)}`;
const mustExist = <T>(row: T | null, what: string): T => {
  if (row === null) throw new Error(`missing ${what}`);
  return row;
};

export const workshopsResolvers: Resolvers = {
  Query: {
    services: (_parent, _args, { services }) => services.serviceCatalogue.list(),
    service: async (_parent, { slug }, { services }) =>
      slug.length > 100 ? null : ((await services.serviceCatalogue.bySlug(slug)) ?? null),
    serviceCities: (_parent, _args, { services }) => services.serviceCatalogue.cities(),
    serviceSlots: (_parent, { serviceId, city, from, to }, { services }) => {
      const error = slotRangeError(from, to);
      if (error) throw badUserInput(error, [error === 'ERROR_FORM_INVALID' ? 'from' : 'to']);
      if (serviceId.length > 100 || city.length > 100) return [];
      return services.serviceCatalogue.slots(serviceId, city, from, to);
    },
    bookings: (_parent, _args, { viewer, services }) => services.serviceBookings.list(viewer?.id ?? null),
    booking: (_parent, { reference }, { viewer, services }) =>
      services.serviceBookings.byReference(viewer?.id ?? null, reference),
    // Whoever holds the link sees the booking, its contact masked as orderByToken masks an order's (decision 027).
    bookingByToken: async (_parent, { token }, { services }) => {
      const booking = await services.serviceBookings.byToken(token);
      return booking && { ...booking, masked: true };
    },
  },
  Mutation: {
    bookService: async (_parent, { input }, ctx) =>
      (await withinLimit(ctx, 'bookService', input.contactEmail ?? ctx.viewer?.email))
        ? ctx.services.serviceBookings.book(ctx.viewer, input)
        : { booking: null, errors: RATE_LIMITED_ERRORS },
    cancelBooking: (_parent, { id, token }, { viewer, services }) =>
      services.serviceBookings.cancel(viewer?.id ?? null, id, token ?? null),
  },
  Service: {
    slug: (row) => row.id,
    packages: (row, _args, context) => workshopsLoaders(context).packages.load(row.id),
    vehicleTypes: (row) => row.vehicle_types.map((t) => VEHICLE_TYPES[t]),
    vehicleRequired: (row) => row.vehicle_required,
    slotMinutes: (row) => row.slot_minutes,
    cities: (row, _args, context) => workshopsLoaders(context).cities.load(row.id),
    relatedCategorySlugs: (row) => row.category_slugs,
    relatedCategories: (row, _args, { services }) => services.catalogue.categoriesBySlugs(row.category_slugs),
  },
  Product: {
    fittingServices: (row, _args, context) => workshopsLoaders(context).forProduct.load(row.id),
  },
  ServicePackage: {
    price: (row) => inr(row.price),
    durationMinutes: (row) => row.duration_minutes,
    partInstallation: (row) => row.part_installation,
    sacCode: (row) => row.sac_code,
    gstRate: (row, _args, context) => gstRates(context).decimal(row.sac_code),
    service: async (row, _args, context) =>
      mustExist(await workshopsLoaders(context).service.load(row.service_id), 'service'),
  },
  Order: {
    installations: async (view, _args, context) => {
      const key = `${view.order.id}|${view.access === 'owner' ? 'owner' : 'masked'}`;
      const bookings = await workshopsLoaders(context).orderInstallations.load(key);
      return bookings.map((booking) => ({ itemIndex: booking.row.order_item ?? 0, booking }));
    },
  },
  CartInstallation: {
    package: (value) => value.pkg,
    workshop: (value, _args, context) => workshopsLoaders(context).city.load(value.city),
    slotEnd: (value) => value.slot?.end ?? null,
    price: (value) => (value.price === null ? null : inr(value.price)),
  },
  ServiceCity: {
    slug: (row) => row.city,
    workshopName: (row) => row.workshop_name,
    openingHours: async (row, _args, context) => groupHours(await workshopsLoaders(context).hours.load(row.city)),
  },
  ServiceBooking: {
    id: ({ row }) => row.id,
    reference: ({ row }) => row.reference,
    status: ({ row }) => row.status,
    service: async ({ row }, _args, context) =>
      mustExist(await workshopsLoaders(context).service.load(row.service_id), 'service'),
    package: async ({ row }, _args, context) =>
      mustExist(await workshopsLoaders(context).package.load(row.package_id), 'package'),
    packageName: ({ row }) => row.package_name,
    price: ({ row }) => inr(row.price),
    city: async ({ row }, _args, context) => mustExist(await workshopsLoaders(context).city.load(row.city), 'city'),
    slotStart: ({ row }) => row.slot_start,
    slotEnd: ({ row }) => row.slot_end,
    vehicle: ({ row }, _args, context) => (row.vehicle_id ? vehicleLoader(context).load(row.vehicle_id) : null),
    vehicleText: ({ row }) => row.vehicle_text,
    contactName: ({ row }) => row.contact_name,
    contactPhone: ({ row, masked }) => (masked ? maskPhone(row.contact_phone) : row.contact_phone),
    contactEmail: ({ row, masked }) => (masked ? maskEmail(row.contact_email) : row.contact_email),
    orderNumber: ({ row }, _args, context) =>
      row.order_id === null ? null : workshopsLoaders(context).orderNumber.load(row.order_id),
    notes: ({ row }) => row.notes,
    createdAt: ({ row }) => row.created_at,
    cancelBefore: ({ row }) => cancelDeadline(new Date(row.slot_start)),
    cancellable: (view) => view.cancellable,
    token: ({ row, showToken }) => (showToken ? row.token : null),
  },
};
