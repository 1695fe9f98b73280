import { Trans, useLingui } from '@lingui/react/macro';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';

/** The back office's first screen. */
export function TodayPage() {
  const { t } = useLingui();
  useAdminTitle(t`Today`);
  return (
    <h1>
      <Trans>Today</Trans>
    </h1>
  );
}
