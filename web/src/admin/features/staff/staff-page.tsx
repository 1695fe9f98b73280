import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useStaffMembersQuery } from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { InviteStaffForm } from './invite-staff-form';
import { StaffRow } from './staff-row';

/** Owners: every staff account with its role and state, and the invitation form. */
export function StaffPage() {
  const { t } = useLingui();
  useAdminTitle(t`Staff`);
  const { data, error } = useStaffMembersQuery();
  const [alert, setAlert] = useState<string[]>([]);
  const onResult = (errors: readonly ServerError[]) => setAlert(errors.map((e) => `ERROR_API_${e.code}`));
  return (
    <>
      <h1>
        <Trans>Staff</Trans>
      </h1>
      <ErrorAlert keys={error ? ['ERROR_API_UNEXPECTED', ...alert] : alert} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Staff accounts, owners first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Person`}</th>
              <th scope="col">{t`Role`}</th>
              <th scope="col">{t`State`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.staffMembers.map((staff) => (
              <StaffRow key={staff.id} staff={staff} onResult={onResult} />
            ))}
          </tbody>
        </table>
      </div>
      <InviteStaffForm />
    </>
  );
}
