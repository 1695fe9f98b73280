import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@web/__generated__/admin-graphql';

export interface AdminScreen {
  path: string;
  label: MessageDescriptor;
  /** The roles that may use the screen's operations (gateway/admin/operation-roles.ts). */
  roles: readonly StaffRole[];
}

/** The back office's screens in navigation order; a role sees only the ones it may use. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '/admin', label: msg`Today`, roles: ['OWNER', 'OPERATIONS'] },
  { path: '/admin/orders', label: msg`Orders`, roles: ['OWNER', 'OPERATIONS'] },
  { path: '/admin/bookings', label: msg`Bookings`, roles: ['OWNER', 'OPERATIONS'] },
  { path: '/admin/products', label: msg`Products`, roles: ['OWNER', 'CATALOGUE'] },
  { path: '/admin/reviews', label: msg`Reviews`, roles: ['OWNER', 'CATALOGUE'] },
  { path: '/admin/brands', label: msg`Brands`, roles: ['OWNER', 'CATALOGUE'] },
  { path: '/admin/categories', label: msg`Categories`, roles: ['OWNER', 'CATALOGUE'] },
  { path: '/admin/staff', label: msg`Staff`, roles: ['OWNER'] },
  { path: '/admin/settings', label: msg`Settings`, roles: ['OWNER'] },
  { path: '/admin/audit', label: msg`Audit log`, roles: ['OWNER'] },
];

export const screensFor = (role: StaffRole) => ADMIN_SCREENS.filter((screen) => screen.roles.includes(role));
