import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@web/__generated__/admin-graphql';

/** The roles in the order an owner picks them, with their names. */
export const STAFF_ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  OWNER: msg`Owner`,
  OPERATIONS: msg`Operations`,
  CATALOGUE: msg`Catalogue`,
};

export const STAFF_ROLE_LIST = Object.keys(STAFF_ROLE_NAMES) as StaffRole[];
