import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generated code lives in `__generated__` folders (git-ignored) and is rebuilt by the scripts
 * that need it (pre-scripts in package.json). See docs/decisions/002-generated-code.md.
 */
const scalars = {
  DateTime: { input: 'string', output: 'string' },
  Date: { input: 'string', output: 'string' },
  Decimal: { input: 'string', output: 'string' },
};

/**
 * Operations in tests/**\/*.ts, each output plucking only its own tag function (`graphql(…)` for the
 * shop's API, `adminGraphql(…)` for the back office's) and no magic comments.
 */
function testDocuments(tag: string): CodegenConfig['documents'] {
  const pluckConfig = {
    skipIndent: true,
    globalGqlIdentifierName: [tag],
    gqlMagicComment: `${tag}-document`,
    modules: [],
  };
  // A pointer with loader options: codegen passes them to its file loader, its type does not list them.
  return [{ 'tests/**/*.ts': { pluckConfig, noRequire: true } } as unknown as string, '!tests/__generated__/**'];
}

const testDocumentConfig = { useTypeImports: true, enumsAsTypes: true, scalars };

/** Admin API types backed by the gateway's own rows (schema/admin). */
const ADMIN_MAPPERS = {
  Staff: '../admin/staff/staff.mappers#StaffRow',
  AuditEntry: '../admin/audit/audit.service#AuditRow',
  Order: '../admin/orders/admin-orders.mappers#AdminOrderView',
  OrderAddress: '../accounts/address-rules#AddressFields',
  Booking: '../admin/bookings/admin-bookings.queries#AdminBookingRow',
  Settings: '../admin/settings/settings.service#SettingsView',
  AdminProduct: '../admin/catalogue/product-fields.sql#StoredProductFields',
  AdminReview: '../reviews/reviews.mappers#ReviewRow',
  ProductImportJob: '../admin/catalogue/product-import.service#ImportJob',
};

const config: CodegenConfig = {
  overwrite: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/__generated__/resolvers-types.ts': {
      schema: 'schema/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: { input: 'string', output: 'Date | string' },
          Date: { input: 'string', output: 'string' },
          Decimal: { input: 'string', output: 'string' },
        },
        mappers: {
          Shop: '../shop/shop.mappers#ShopRow',
          User: '../accounts/accounts.mappers#UserRow',
          Address: '../accounts/accounts.mappers#AddressRow',
          Currency: '../shop/shop.mappers#CurrencyRow',
          BlogCategory: '../blog/blog-tree#BlogCategoryNode',
          Post: '../blog/blog.mappers#PostRow',
          PostList: '../blog/blog.mappers#PostListResult',
          Review: '../reviews/reviews.mappers#ReviewRow',
          ReviewList: '../reviews/reviews.mappers#ReviewListResult',
          Language: '../shop/shop.mappers#LanguageRow',
          Category: '../catalogue/catalogue.mappers#CategoryRow',
          Brand: '../catalogue/catalogue.mappers#BrandRow',
          Product: '../catalogue/catalogue.mappers#ProductRow',
          ProductType: '../catalogue/catalogue.mappers#ProductTypeRow',
          ProductAttribute: '../catalogue/catalogue.mappers#ProductAttributeRow',
          ProductOption: '../catalogue/catalogue.mappers#ProductOptionRow',
          ProductOptionValue: '../catalogue/product-query#OptionValueJson',
          ProductList: '../catalogue/catalogue.mappers#ProductListResult',
          SearchSuggestions: '../catalogue/catalogue.mappers#SearchSuggestionsResult',
          Vehicle: '../vehicles/vehicles.mappers#VehicleRow',
          CompatibleModel: '../vehicles/vehicles.mappers#CompatibleModelRow',
          VehicleMake: '../vehicles/vehicles.mappers#VehicleMakeRow',
          VehicleModel: '../vehicles/vehicles.mappers#VehicleModelRow',
          VinLookup: '../vehicles/vehicles.mappers#VinLookupResult',
          RegistrationMark: '../vehicles/vehicles.mappers#RegistrationMarkValue',
          Cart: '../cart/cart-pricing#PricedCart',
          CartLine: '../cart/cart-pricing#PricedLine',
          CartInstallation: '../workshops/installation#PricedInstallation',
          Order: '../orders/orders.mappers#OrderView',
          OrderPayment: '../orders/orders.mappers#OrderView',
          PaymentMethod: '../orders/payment-methods#PaymentProvider',
          UpiInstructions: '../orders/payment-methods#UpiPaymentInstructions',
          OrderItem: '../orders/orders.mappers#OrderItemRow',
          TaxDocument: '../invoices/invoices.mappers#TaxDocumentView',
          Invoice: '../invoices/invoices.mappers#TaxDocumentView',
          CreditNote: '../invoices/invoices.mappers#TaxDocumentView',
          InvoiceLine: '../invoices/invoice-document#DocumentLine',
          InvoiceTotals: '../invoices/invoice-document#DocumentTotals',
          InvoiceRateSummary: '../../rules/gst/gst#RateSummary',
          Service: '../workshops/workshops.mappers#ServiceRow',
          ServicePackage: '../workshops/workshops.mappers#ServicePackageRow',
          ServiceCity: '../workshops/workshops.mappers#ServiceCityRow',
          ServiceSlot: '../workshops/workshops.mappers#ServiceSlotView',
          ServiceBooking: '../workshops/workshops.mappers#BookingView',
          StockNotice: '../stock-notices/my-stock-notices.service#ListedNotice',
        },
      },
    },
    // The back office's API (schema/admin, docs/decisions/031): its own schema and resolver types.
    'gateway/__generated__/admin-types.ts': {
      schema: 'schema/admin/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../admin/admin-context#AdminContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: { input: 'string', output: 'Date | string' },
          Date: { input: 'string', output: 'string' },
          Decimal: { input: 'string', output: 'string' },
          File: { input: 'File', output: 'never' },
        },
        mappers: ADMIN_MAPPERS,
      },
    },
    // Test operations (docs/decisions/002): `graphql()` documents in tests/ against the shop's schema and
    // `adminGraphql()` ones against the back office's, so a renamed field fails codegen, not a test run.
    'tests/__generated__/shop/': {
      schema: 'schema/*.graphql',
      documents: testDocuments('graphql'),
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
      config: testDocumentConfig,
    },
    'tests/__generated__/admin/': {
      schema: 'schema/admin/*.graphql',
      documents: testDocuments('adminGraphql'),
      preset: 'client',
      presetConfig: { gqlTagName: 'adminGraphql', fragmentMasking: false },
      config: { ...testDocumentConfig, scalars: { ...scalars, File: { input: 'File', output: 'never' } } },
    },
    'web/src/__generated__/graphql.ts': {
      schema: 'schema/*.graphql',
      // The back office's documents are typed against its own schema (below).
      documents: ['web/src/**/*.graphql', '!web/src/admin/**'],
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        withHooks: true,
        withHOC: false,
        withComponent: false,
        withRefetchFn: false,
        apolloReactHooksImportFrom: '@web/shared/apollo/apollo-react-compat',
        apolloReactCommonImportFrom: '@web/shared/apollo/apollo-react-compat',
        gqlImport: '@apollo/client#gql',
      },
    },
    // The back office's web app (web/src/admin, docs/decisions/033): its hooks against schema/admin.
    'web/src/__generated__/admin-graphql.ts': {
      schema: 'schema/admin/*.graphql',
      documents: ['web/src/admin/**/*.graphql'],
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        withHooks: true,
        withHOC: false,
        withComponent: false,
        withRefetchFn: false,
        apolloReactHooksImportFrom: '@web/shared/apollo/apollo-react-compat',
        apolloReactCommonImportFrom: '@web/shared/apollo/apollo-react-compat',
        gqlImport: '@apollo/client#gql',
      },
    },
  },
};

export default config;
