import { msg } from '@lingui/core/macro';

/** Spec section 2: the empty cart's message key. */
export const TEXT_CART_EMPTY = msg({ id: 'TEXT_YOUR_SHOPPING_CART_IS_EMPTY', message: 'Your shopping cart is empty!' });
