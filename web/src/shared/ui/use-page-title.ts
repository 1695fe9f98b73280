import { useEffect } from 'react';

export const SHOP_NAME = 'GaadiParts';

/** Sets the document title, suffixed with the shop's name. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
