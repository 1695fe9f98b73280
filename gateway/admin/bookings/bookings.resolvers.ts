import type { Resolvers } from '../../__generated__/admin-types';
import { actorOf } from '../admin-context';
import { adminBadInput } from '../admin-errors';
import { bookingServices } from './admin-bookings.queries';
import { withinHorizon } from './booking-horizon';

/** Service bookings for OWNER and OPERATIONS (operation-roles.ts): the day view, blocks, moves, cancels. */
export const bookingsResolvers: Resolvers = {
  Booking: {
    serviceId: (b) => b.service_id,
    packageName: (b) => b.package_name,
    slotStart: (b) => b.slot_start,
    slotEnd: (b) => b.slot_end,
    contactName: (b) => b.contact_name,
    contactPhone: (b) => b.contact_phone,
    contactEmail: (b) => b.contact_email,
    vehicle: (b) => b.vehicle_text,
    orderNumber: (b) => b.order_number,
  },
  Query: {
    bookingServices: (_root, _args, { db }) => bookingServices(db),
    bookingDay: async (_root, { serviceId, city, date }, context) => {
      if (!withinHorizon(date, new Date())) throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['date']);
      if (serviceId.length > 100 || city.length > 100) return null;
      const day = await context.admin.bookings.day(serviceId, city, date);
      return day && { serviceId, date, ...day };
    },
  },
  Mutation: {
    setSlotBlocked: (_root, args, context) => context.admin.bookings.setBlocked(actorOf(context), args),
    moveBooking: (_root, { id, slotStart }, context) => context.admin.bookings.move(actorOf(context), id, slotStart),
    cancelBooking: (_root, { id }, context) => context.admin.bookings.cancel(actorOf(context), id),
  },
};
