import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
// The routes module, not the feature's index: the index also exports header widgets that load lazily.
import { ACCOUNT_ROUTES } from '@web/features/account/account-routes';

/**
 * Every screen of the spec's route table (section 2), each loaded lazily from its feature's route
 * module (`routes/coming-soon.tsx` is there for screens not built yet). The most visited pages
 * (home, lists, product, services, blog) have loaders that start their data query as soon as the route is known,
 * at the same time as the page's code instead of after its first render.
 */
/**
 * What a page shows until its code (and loader) is ready on the first load: nothing, while the
 * layout around it renders (without it the router renders nothing at all); `main` keeps its height.
 */
const PageLoading = () => null;

/**
 * A page the server renders (shared/ssr): public pages whose content does not depend on the
 * shopper. `module` is the route module's source path, as the build manifest names it: the server
 * links its stylesheets and preloads its scripts in the page's HTML. Other pages (cart, checkout,
 * account, saved lists) are rendered in the browser.
 */
export const serverRendered = (module: string) => ({ handle: { serverRendered: module } satisfies PageHandle });

export interface PageHandle {
  serverRendered?: string;
}

export const pageRoutes = (client: ApolloClient): RouteObject[] =>
  routeTable(client).map((route) => ({ HydrateFallback: PageLoading, ...route }));

const routeTable = (client: ApolloClient): RouteObject[] => [
  {
    index: true,
    ...serverRendered('src/app/routes/home.tsx'),
    lazy: async () => {
      const m = await import('./routes/home');
      return { Component: m.HomeRoute, loader: m.homeLoader(client) };
    },
  },
  {
    path: 'catalog',
    ...serverRendered('src/app/routes/product-list.tsx'),
    lazy: async () => {
      const m = await import('./routes/product-list');
      return { Component: m.ShopRoute, loader: m.listLoader(client) };
    },
  },
  {
    path: 'catalog/products',
    ...serverRendered('src/app/routes/product-list.tsx'),
    lazy: async () => {
      const m = await import('./routes/product-list');
      return { Component: m.ProductsRoute, loader: m.listLoader(client) };
    },
  },
  {
    path: 'catalog/:slug',
    ...serverRendered('src/app/routes/product-list.tsx'),
    lazy: async () => {
      const m = await import('./routes/product-list');
      return { Component: m.DepartmentRoute, loader: m.listLoader(client) };
    },
  },
  {
    path: 'catalog/:slug/products',
    ...serverRendered('src/app/routes/product-list.tsx'),
    lazy: async () => {
      const m = await import('./routes/product-list');
      return { Component: m.CategoryRoute, loader: m.listLoader(client) };
    },
  },
  {
    path: 'products/:slug',
    ...serverRendered('src/app/routes/product.tsx'),
    lazy: async () => {
      const m = await import('./routes/product');
      return { Component: m.ProductRoute, loader: m.productLoader(client) };
    },
  },
  { path: 'cart', lazy: async () => ({ Component: (await import('@web/features/cart/cart-page')).CartPage }) },
  {
    path: 'cart/checkout',
    lazy: async () => ({ Component: (await import('@web/features/checkout/checkout-page')).CheckoutPage }),
  },
  {
    path: 'cart/checkout/:token',
    lazy: async () => ({ Component: (await import('./routes/orders')).OrderSuccessRoute }),
  },
  {
    path: 'cart/checkout/:token/invoice',
    lazy: async () => ({ Component: (await import('./routes/orders')).InvoiceRoute }),
  },
  {
    path: 'cart/checkout/:token/credit-note',
    lazy: async () => ({ Component: (await import('./routes/orders')).CreditNoteRoute }),
  },
  { path: 'wishlist', lazy: async () => ({ Component: (await import('./routes/saved-products')).WishlistRoute }) },
  { path: 'compare', lazy: async () => ({ Component: (await import('./routes/saved-products')).CompareRoute }) },
  {
    path: 'stock-notices/cancel',
    lazy: async () => ({
      Component: (await import('@web/features/catalogue/stock-notice/stock-notice-cancel-page')).StockNoticeCancelPage,
    }),
  },
  {
    path: 'track-order',
    lazy: async () => ({ Component: (await import('@web/features/orders/track-order-page')).TrackOrderPage }),
  },
  ...ACCOUNT_ROUTES,
  {
    // Open to guests (a garage kept in the browser); a member sees it inside the account's layout.
    lazy: async () => ({
      Component: (await import('@web/features/account/pages/account-layout')).MemberAccountLayout,
    }),
    children: [
      {
        path: 'account/garage',
        lazy: async () => ({ Component: (await import('@web/features/garage/garage-page')).GaragePage }),
      },
    ],
  },
  {
    // Same guard and layout as the account pages: anonymous shoppers sign in first and come back.
    lazy: async () => ({ Component: (await import('@web/features/account/pages/require-account')).RequireAccount }),
    children: [
      {
        lazy: async () => ({ Component: (await import('@web/features/account/pages/account-layout')).AccountLayout }),
        children: [
          {
            path: 'account/orders',
            lazy: async () => ({ Component: (await import('@web/features/orders/orders-list-page')).OrdersListPage }),
          },
          {
            path: 'account/orders/:id',
            lazy: async () => ({ Component: (await import('./routes/orders')).OrderDetailRoute }),
          },
          {
            path: 'account/claim-orders',
            lazy: async () => ({ Component: (await import('@web/features/orders/claim-orders-page')).ClaimOrdersPage }),
          },
        ],
      },
    ],
  },
  {
    // Service bookings: the account's guard (sign in and come back) and layout around the services feature's page.
    lazy: async () => ({ Component: (await import('@web/features/account/pages/require-account')).RequireAccount }),
    children: [
      {
        lazy: async () => ({ Component: (await import('@web/features/account/pages/account-layout')).AccountLayout }),
        children: [
          {
            path: 'account/bookings',
            lazy: async () => ({ Component: (await import('@web/features/services/bookings-page')).BookingsPage }),
          },
        ],
      },
    ],
  },
  {
    path: 'services',
    ...serverRendered('src/features/services/services-index-page.tsx'),
    lazy: async () => {
      const m = await import('@web/features/services/services-index-page');
      return { Component: m.ServicesIndexPage, loader: m.servicesLoader(client) };
    },
  },
  {
    path: 'services/bookings/:token',
    lazy: async () => ({
      Component: (await import('@web/features/services/booking-confirmation-page')).BookingConfirmationPage,
    }),
  },
  {
    path: 'services/:slug',
    ...serverRendered('src/features/services/service-page.tsx'),
    lazy: async () => {
      const m = await import('@web/features/services/service-page');
      return { Component: m.ServicePage, loader: m.serviceLoader(client) };
    },
  },
  {
    path: 'blogs',
    ...serverRendered('src/features/blog/index.ts'),
    lazy: async () => {
      const m = await import('@web/features/blog');
      return { Component: m.BlogListPage, loader: m.blogListLoader(client) };
    },
  },
  {
    path: 'blogs/:slug',
    ...serverRendered('src/features/blog/index.ts'),
    lazy: async () => {
      const m = await import('@web/features/blog');
      return { Component: m.BlogPostPage, loader: m.blogPostLoader(client) };
    },
  },
  {
    path: 'about-us',
    ...serverRendered('src/features/info-pages/about-page.tsx'),
    lazy: async () => ({ Component: (await import('@web/features/info-pages/about-page')).AboutPage }),
  },
  {
    path: 'contact-us',
    ...serverRendered('src/app/routes/contact-us.tsx'),
    lazy: async () => {
      const m = await import('./routes/contact-us');
      return { Component: m.ContactUsRoute, loader: m.contactUsLoader(client) };
    },
  },
  {
    path: 'terms',
    ...serverRendered('src/features/info-pages/terms-page.tsx'),
    lazy: async () => ({ Component: (await import('@web/features/info-pages/terms-page')).TermsPage }),
  },
  {
    path: 'faq',
    ...serverRendered('src/features/info-pages/faq-page.tsx'),
    lazy: async () => ({ Component: (await import('@web/features/info-pages/faq-page')).FaqPage }),
  },
  {
    path: 'privacy',
    ...serverRendered('src/features/info-pages/privacy-page.tsx'),
    lazy: async () => ({ Component: (await import('@web/features/info-pages/privacy-page')).PrivacyPage }),
  },
  {
    path: '*',
    ...serverRendered('src/app/routes/not-found.tsx'),
    lazy: async () => {
      const m = await import('./routes/not-found');
      return { Component: m.NotFoundRoute, loader: m.notFoundLoader };
    },
  },
];
