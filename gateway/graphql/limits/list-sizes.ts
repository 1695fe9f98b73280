/**
 * The size of every list field of the schema (docs/decisions/027): the most items it answers
 * (`max`, enforced by the field guard) and the size the query cost counts. A test fails when a list
 * field is missing here, so a new list must say how long it can be.
 */
export interface ListSize {
  /** Most items the field answers; longer results are cut (and logged). */
  max: number;
  /** Items the query cost counts when no argument gives the size. */
  estimate: number;
  /**
   * The argument that gives the size: a number (`limit`) or a list whose length is the size
   * (`ids`). `ofParent`: the argument is on the parent field (a page's `items`).
   */
  arg?: readonly string[];
  ofParent?: boolean;
  /** The guard itself checks `arg` (1–max, else ERROR_FORM_OUT_OF_RANGE) and cuts the list to it. */
  pagedByGuard?: boolean;
}

const PAGE = (arg: string[], estimate: number, max: number): ListSize => ({ arg, estimate, max });
const ITEMS = (arg: string[], estimate: number, max: number): ListSize => ({ arg, estimate, max, ofParent: true });
const CAP = (max: number, estimate = max): ListSize => ({ max, estimate });

const ERRORS = CAP(50, 5);

export const LIST_SIZES: Record<string, ListSize> = {
  // Paged by an argument (checked by the resolvers).
  'Query.latestPosts': PAGE(['limit'], 8, 50),
  'Query.brands': PAGE(['limit'], 100, 100),
  'Query.productsByIds': PAGE(['ids'], 16, 100),
  'Query.vehiclesByIds': PAGE(['ids'], 16, 100),
  'Query.productAnalogs': PAGE(['limit'], 8, 100),
  'Query.relatedProducts': PAGE(['limit'], 8, 100),
  'Query.featuredProducts': PAGE(['limit'], 8, 100),
  'Query.popularProducts': PAGE(['limit'], 8, 100),
  'Query.topRatedProducts': PAGE(['limit'], 8, 100),
  'Query.specialOffers': PAGE(['limit'], 8, 100),
  'Query.latestProducts': PAGE(['limit'], 8, 100),
  'Query.categories': PAGE(['slugs'], 30, 100),
  'ProductList.items': ITEMS(['options', 'limit'], 16, 100),
  'PostList.items': ITEMS(['limit'], 8, 50),
  'OrderList.items': ITEMS(['limit'], 8, 50),
  'ReviewList.items': ITEMS(['limit'], 8, 50),
  'SearchSuggestions.products': ITEMS(['limitProducts'], 4, 20),
  'SearchSuggestions.categories': ITEMS(['limitCategories'], 4, 20),
  // Paged by the guard (the resolver answers every item).
  'Product.compatibleVehicles': { arg: ['limit'], estimate: 20, max: 5000, pagedByGuard: true },
  'Product.compatibleVehicleIds': { arg: ['limit'], estimate: 5000, max: 5000, pagedByGuard: true },
  // Bounded by the shop's data or by a rule of their own.
  'Query.addresses': CAP(100, 10),
  'Query.countries': CAP(300),
  'Query.paymentMethods': CAP(10),
  'Query.services': CAP(200, 30),
  'Query.serviceCities': CAP(200, 20),
  'Query.serviceSlots': CAP(2000, 100),
  'Query.bookings': CAP(500, 10),
  'Query.currencies': CAP(20),
  'Query.languages': CAP(20),
  'Query.vehicleYears': CAP(100, 50),
  'Query.vehicleMakes': CAP(500, 50),
  'Query.vehicleModels': CAP(1000, 50),
  'Query.vehicles': CAP(1000, 20),
  'Query.userVehicles': CAP(50, 5),
  'Query.blogCategories': CAP(200, 20),
  'UserError.field': CAP(20, 3),
  'AuthPayload.errors': ERRORS,
  'ProfilePayload.errors': ERRORS,
  'AccountPayload.errors': ERRORS,
  'ClaimGuestOrdersPayload.errors': ERRORS,
  'AddressPayload.errors': ERRORS,
  'DeleteAddressPayload.errors': ERRORS,
  'SavedCartPayload.errors': ERRORS,
  'SubscribeNewsletterPayload.errors': ERRORS,
  'NotifyWhenInStockPayload.errors': ERRORS,
  'CancelStockNoticePayload.errors': ERRORS,
  'StopStockNoticePayload.errors': ERRORS,
  'CheckoutPayload.errors': CAP(500, 5),
  'OrderPayload.errors': ERRORS,
  'AddProductReviewPayload.errors': ERRORS,
  'BookServicePayload.errors': ERRORS,
  'CancelBookingPayload.errors': ERRORS,
  'GaragePayload.errors': ERRORS,
  'GarageRegistrationsPayload.errors': ERRORS,
  'CartLine.errors': ERRORS,
  'BlogCategory.children': CAP(100, 10),
  'Post.categories': CAP(50, 3),
  'CartLine.options': CAP(50, 3),
  'Cart.lines': CAP(100, 10),
  'Cart.totals': CAP(20, 5),
  'CategoryFilter.items': CAP(500, 20),
  'ListFilter.items': CAP(500, 20),
  'ProductList.filters': CAP(50, 10),
  'Category.children': CAP(200, 10),
  'ProductAttribute.values': CAP(100, 3),
  'ProductAttributeGroup.attributes': CAP(200, 10),
  'ProductType.attributeGroups': CAP(50, 5),
  'ProductOption.values': CAP(100, 10),
  'ProductOptionValue.images': CAP(50, 3),
  'CompatibleModel.years': CAP(100, 20),
  'CompatibleModel.engines': CAP(100, 5),
  'Product.images': CAP(50, 5),
  'Product.badges': CAP(20, 3),
  'Product.attributes': CAP(200, 20),
  'Product.options': CAP(20, 3),
  'Product.tags': CAP(100, 10),
  'Product.categories': CAP(50, 3),
  'Product.compatibleModels': CAP(1000, 20),
  'Product.fittingServices': CAP(50, 3),
  'OrderItem.options': CAP(50, 3),
  // A shopper's open back-in-stock requests (MAX_LISTED_NOTICES), each with at most 10 options.
  'Query.myStockNotices': CAP(100, 5),
  'StockNotice.options': CAP(10, 1),
  'Order.items': CAP(500, 10),
  'Order.totals': CAP(20, 5),
  'Order.installations': CAP(500, 3),
  // Tax documents: a line per item, per installation and delivery; one summary per GST slab.
  'Invoice.lines': CAP(1001, 10),
  'Invoice.byRate': CAP(8, 2),
  'CreditNote.lines': CAP(1001, 10),
  'CreditNote.byRate': CAP(8, 2),
  'InvoiceSeller.addressLines': CAP(10, 3),
  'InvoiceBuyer.addressLines': CAP(10, 3),
  'Order.taxDocuments': CAP(2),
  'ServiceCity.openingHours': CAP(20, 7),
  'ServicePackage.includes': CAP(50, 10),
  'Service.includes': CAP(50, 10),
  'Service.packages': CAP(50, 5),
  'Service.vehicleTypes': CAP(20, 5),
  'Service.cities': CAP(200, 20),
  'Service.relatedCategorySlugs': CAP(50, 5),
  'Service.relatedCategories': CAP(50, 5),
  'ContactInfo.hours': CAP(20, 7),
  'OpeningHours.days': CAP(7),
  'VinLookup.makes': CAP(10, 1),
  'VinLookup.modelYears': CAP(2, 1),
  'GaragePayload.vehicles': CAP(50, 5),
  'Query.garageRegistrations': CAP(50, 5),
  'GarageRegistrationsPayload.registrations': CAP(50, 5),
  'SavedLists.wishlist': CAP(100, 10),
  'SavedLists.compare': CAP(4),
  'SavedListsPayload.errors': ERRORS,
};

/**
 * The admin API's list fields (schema/admin, docs/decisions/031), checked against the admin
 * schema by tests/gateway/admin/admin-schema.test.ts the same way.
 */
export const ADMIN_LIST_SIZES: Record<string, ListSize> = {
  'UserError.field': CAP(20, 3),
  'StaffAuthPayload.errors': ERRORS,
  'StaffPayload.errors': ERRORS,
  'TotpEnrolmentPayload.errors': ERRORS,
  'Query.staffMembers': CAP(500, 10),
  'AuditEntryList.items': ITEMS(['first'], 50, 100),
  'OrderConnection.items': ITEMS(['first'], 20, 100),
  'Order.items': CAP(500, 10),
  'OrderPayload.errors': ERRORS,
  'Today.toConfirm': CAP(50, 10),
  'Today.awaitingPayment': CAP(50, 10),
  'Today.refundsDue': CAP(50, 10),
  'Today.toShip': CAP(50, 10),
  'Today.lowStock': CAP(50, 10),
  'Today.bookings': CAP(2000, 20),
  'Settings.currencies': CAP(20, 3),
  'SettingsPayload.errors': ERRORS,
  // Service bookings (schema/admin/bookings.graphql): a day holds at most 96 slots of 15 minutes on the grid.
  'Query.bookingServices': CAP(50, 10),
  'BookingService.cities': CAP(200, 10),
  'BookingDay.slots': CAP(200, 16),
  'BookingSlot.bookings': CAP(2000, 10),
  'BookingSlotPayload.errors': ERRORS,
  'BookingPayload.errors': ERRORS,
  // Catalogue administration (schema/admin/catalogue.graphql).
  'AdminProduct.categories': CAP(10, 2),
  'AdminProduct.vehicles': CAP(5000, 20),
  'AdminProduct.options': CAP(10, 2),
  'AdminProduct.images': CAP(12, 4),
  'AdminProductOption.values': CAP(40, 5),
  'ProductPayload.errors': ERRORS,
  'ProductImagesPayload.images': CAP(12, 4),
  'ProductImagesPayload.errors': ERRORS,
  'CsvProblem.field': CAP(6, 2),
  'ProductImportCheck.problems': CAP(200_000, 20),
  'ProductImportJob.problems': CAP(200_000, 20),
  'ProductImportPayload.problems': CAP(10, 1),
  'Query.adminProductReviews': ITEMS(['limit'], 20, 100),
  'ReviewModerationPayload.errors': ERRORS,
  // Catalogue screens (schema/admin/catalogue-lists.graphql, catalogue-reference.graphql).
  'AdminProductConnection.items': ITEMS(['first'], 20, 100),
  'AdminReviewConnection.items': ITEMS(['first'], 20, 100),
  'Query.adminBrands': CAP(2_000, 50),
  'Query.adminCategories': CAP(2_000, 100),
  'AdminCategory.translations': CAP(4, 4),
  // What the product form chooses from (catalogue-choices.graphql): 49 part types, 20 colours,
  // 24 makes, 116 models and 1,936 vehicles in the sample data.
  'AdminProduct.fitVehicles': CAP(5000, 20),
  'Query.adminPartTypes': CAP(1_000, 50),
  'Query.adminColors': CAP(200, 20),
  'Query.adminVehicleMakes': CAP(500, 50),
  'Query.adminVehicleModels': CAP(1_000, 50),
  'Query.adminVehicles': CAP(2_000, 40),
  'BrandPayload.errors': ERRORS,
  'CategoryPayload.errors': ERRORS,
};
