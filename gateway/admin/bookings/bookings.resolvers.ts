import type { Resolvers } from '../../__generated__/admin-types';

/** Service bookings for OWNER and OPERATIONS (operation-roles.ts). */
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
};
