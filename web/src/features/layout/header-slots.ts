import type { ReactNode } from 'react';

/**
 * Widgets of other features that the app shell puts into the header (features never import
 * each other, so the layout only gets them as elements). Each may be lazy: the header keeps a
 * box of its size until its code has loaded.
 */
export interface HeaderSlots {
  /** Desktop account menu (sign-in form or the shopper's links). */
  account?: ReactNode;
  /** Desktop cart indicator with its dropdown. */
  cart?: ReactNode;
  /** Phone cart badge. */
  cartCompact?: ReactNode;
  /** "My vehicle" button inside the search field. */
  vehicle?: ReactNode;
  /**
   * What the server's HTML shows until each widget's code has loaded: its look (icon and text in
   * the same box), not an empty box, so nothing appears or moves when it arrives (docs/decisions/037).
   */
  placeholders?: { account?: ReactNode; cart?: ReactNode; cartCompact?: ReactNode; vehicle?: ReactNode };
}
