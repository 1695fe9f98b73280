/**
 * Staff roles (docs/decisions/031-back-office.md): OWNER may do everything, including staff and
 * settings; OPERATIONS runs orders, payments, bookings and stock; CATALOGUE keeps products,
 * categories, brands, content and reviews.
 */
export const STAFF_ROLES = ['OWNER', 'OPERATIONS', 'CATALOGUE'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
