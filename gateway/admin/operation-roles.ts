/**
 * Who may run each operation of the admin API: one row per root field (docs/decisions/031).
 * `PUBLIC`: anyone (sign-in, one-time links); `STAFF`: any signed-in staff member; a list: those
 * roles only. An operation without a row is refused to everyone, and a test fails
 * (tests/gateway/admin/role-matrix.api.test.ts), so a new operation must say who runs it.
 */
import type { StaffRole } from './staff/staff-roles';

export type Access = 'PUBLIC' | 'STAFF' | readonly StaffRole[];

const OWNER: readonly StaffRole[] = ['OWNER'];
const OPERATIONS: readonly StaffRole[] = ['OWNER', 'OPERATIONS'];
const CATALOGUE: readonly StaffRole[] = ['OWNER', 'CATALOGUE'];
/** Stock corrections: the catalogue's staff and those who pack orders. */
const STOCK: readonly StaffRole[] = ['OWNER', 'CATALOGUE', 'OPERATIONS'];

export const OPERATION_ROLES: Record<string, Access> = {
  'Query.ping': 'PUBLIC',
  'Mutation.ping': 'PUBLIC',
  // Staff accounts and sign-in (schema/admin/staff.graphql).
  'Query.me': 'PUBLIC',
  'Mutation.signInStaff': 'PUBLIC',
  'Mutation.signOutStaff': 'PUBLIC',
  'Mutation.setStaffPassword': 'PUBLIC',
  'Mutation.startTotpEnrolment': 'STAFF',
  'Mutation.confirmTotpEnrolment': 'STAFF',
  'Query.staffMembers': OWNER,
  'Mutation.inviteStaff': OWNER,
  'Mutation.changeStaffRole': OWNER,
  'Mutation.deactivateStaff': OWNER,
  // Audit log (schema/admin/audit.graphql).
  'Query.auditLog': OWNER,
  // Settings and the newsletter export (schema/admin/settings.graphql).
  'Query.settings': OWNER,
  'Query.newsletterSubscribersCsv': OWNER,
  'Mutation.updateSettings': OWNER,
  'Mutation.setCurrencyRate': OWNER,
  // Orders (schema/admin/orders.graphql).
  'Query.today': OPERATIONS,
  'Query.orders': OPERATIONS,
  'Query.order': OPERATIONS,
  'Mutation.confirmOrder': OPERATIONS,
  'Mutation.markOrderPaid': OPERATIONS,
  'Mutation.shipOrder': OPERATIONS,
  'Mutation.completeOrder': OPERATIONS,
  'Mutation.cancelOrder': OPERATIONS,
  'Mutation.markOrderRefunded': OPERATIONS,
  // Service bookings (schema/admin/bookings.graphql).
  'Query.bookingServices': OPERATIONS,
  'Query.bookingDay': OPERATIONS,
  'Mutation.setSlotBlocked': OPERATIONS,
  'Mutation.moveBooking': OPERATIONS,
  'Mutation.cancelBooking': OPERATIONS,
  // Catalogue administration (schema/admin/catalogue.graphql).
  // OPERATIONS read a product for the stock screen (/admin/products/:id/stock).
  'Query.adminProduct': STOCK,
  'Query.productImportJob': CATALOGUE,
  'Query.exportProductsCsv': CATALOGUE,
  'Query.adminProductReviews': CATALOGUE,
  'Mutation.createProduct': CATALOGUE,
  'Mutation.updateProduct': CATALOGUE,
  'Mutation.setProductPrice': CATALOGUE,
  'Mutation.setProductStock': STOCK,
  'Mutation.archiveProduct': CATALOGUE,
  'Mutation.restoreProduct': CATALOGUE,
  'Mutation.uploadProductImage': CATALOGUE,
  'Mutation.removeProductImage': CATALOGUE,
  'Mutation.checkProductImport': CATALOGUE,
  'Mutation.startProductImport': CATALOGUE,
  'Mutation.setReviewHidden': CATALOGUE,
  // Catalogue screens: lists, brands and categories (catalogue-lists.graphql, catalogue-reference.graphql).
  'Query.adminProducts': CATALOGUE,
  'Query.adminReviews': CATALOGUE,
  'Query.adminBrands': CATALOGUE,
  'Query.adminCategories': CATALOGUE,
  'Mutation.createBrand': CATALOGUE,
  'Mutation.updateBrand': CATALOGUE,
  'Mutation.createCategory': CATALOGUE,
  'Mutation.updateCategory': CATALOGUE,
  'Mutation.deleteBrand': CATALOGUE,
  'Mutation.deleteCategory': CATALOGUE,
  // What the product form chooses from (catalogue-choices.graphql).
  'Query.adminPartTypes': CATALOGUE,
  'Query.adminColors': CATALOGUE,
  'Query.adminVehicleMakes': CATALOGUE,
  'Query.adminVehicleModels': CATALOGUE,
  'Query.adminVehicles': CATALOGUE,
};

/** Who may open an order's tax invoice and credit note PDFs (gateway/admin/orders/order-documents.route.ts): those who see orders. */
export const DOCUMENT_ROLES: Access = OPERATIONS;

export function mayRun(access: Access, role: StaffRole): boolean {
  return access === 'STAFF' || (access !== 'PUBLIC' && access.includes(role));
}
