/**
 * Links of the first sketch with misspelt or demo paths, and where they live now. The gateway
 * answers them with a permanent redirect; the app redirects too when navigated in-page.
 */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/services/tyers': '/services/tyres',
  '/services/helmet': '/services/helmets',
  '/servises/2w': '/services/two-wheeler-service',
  '/service/4w': '/services/four-wheeler-service',
  '/service/ev': '/services/ev-store',
  '/service/rto': '/services/rto',
  '/service/instructor': '/services/training',
  '/service/training': '/services/training',
  '/demo/shop/shop-grid-4-sidebar': '/catalog',
};
