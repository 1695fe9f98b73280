import { lazy } from 'react';
// Placeholders are small and plain (links with the widgets' look): part of the entry chunk, in the server's HTML.
import { AccountMenuPlaceholder } from '@web/features/account/account-menu-placeholder';
import { HeaderCartPlaceholder } from '@web/features/cart/header-cart-placeholder';
import { VehicleButtonPlaceholder } from '@web/features/garage/vehicle-button-placeholder';
import type { HeaderSlots } from '@web/features/layout';

// Each widget is its own lazy chunk (imported by module path, not the feature's index, so the
// entry chunk does not pull it in with the feature's routes). They load after the first paint.
const AccountMenu = lazy(async () => ({ default: (await import('@web/features/account/account-menu')).AccountMenu }));
const HeaderCart = lazy(async () => ({ default: (await import('@web/features/cart/header-cart')).HeaderCart }));
const VehicleButton = lazy(async () => ({
  default: (await import('@web/features/garage/vehicle-button')).VehicleButton,
}));

/** What the app puts into the layout's header: other features' widgets (the layout never imports features). */
export const HEADER_SLOTS: HeaderSlots = {
  account: <AccountMenu />,
  cart: <HeaderCart />,
  cartCompact: <HeaderCart compact />,
  vehicle: <VehicleButton />,
  placeholders: {
    account: <AccountMenuPlaceholder />,
    cart: <HeaderCartPlaceholder />,
    cartCompact: <HeaderCartPlaceholder compact />,
    vehicle: <VehicleButtonPlaceholder />,
  },
};
