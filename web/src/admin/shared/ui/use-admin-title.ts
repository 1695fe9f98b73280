import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** The document title of a back-office screen: "<screen> · GaadiParts back office". */
export function useAdminTitle(screen: string) {
  const { t } = useLingui();
  const title = t`${screen} · GaadiParts back office`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
