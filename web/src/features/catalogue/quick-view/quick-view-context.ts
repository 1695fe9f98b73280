import { createContext, useContext } from 'react';

export interface QuickViewControl {
  /** Loads the product by slug and opens the dialog 250 ms after it has loaded (spec section 4). */
  open: (slug: string) => void;
  /** Slug being loaded, so its button can show that something is happening. */
  pending: string | null;
}

export const QuickViewContext = createContext<QuickViewControl | null>(null);

/** The page's quick view, or null on pages without one (cards then hide the button). */
export function useQuickView(): QuickViewControl | null {
  return useContext(QuickViewContext);
}
