import { useEffect } from 'react';
import { useServerPage } from '../ssr/server-page';

export const SHOP_NAME = 'GaadiParts';

/** Sets the document title, suffixed with the shop's name. */
export function usePageTitle(title: string | null | undefined): void {
  const full = title ? `${title} — ${SHOP_NAME}` : SHOP_NAME;
  useServerPage()?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
