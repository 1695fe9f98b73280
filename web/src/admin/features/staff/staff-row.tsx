import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { StaffRole, StaffRow_StaffFragment } from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { ConfirmDialog } from '@web/admin/shared/ui/confirm-dialog';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useChangeStaffRole, useDeactivateStaff } from './api/use-staff-changes';
import { STAFF_ROLE_LIST, STAFF_ROLE_NAMES } from './staff-roles';

/**
 * One staff account: its role (changed at once) and deactivation (asked first). The name is a
 * value of plain-text messages (`t`), never of `<Trans>`, which reads markup in what it is given:
 * a name with "<script>…</script>" lost its tags and logged Lingui errors.
 */
export function StaffRow({
  staff,
  onResult,
}: {
  staff: StaffRow_StaffFragment;
  onResult: (errors: readonly ServerError[]) => void;
}) {
  const { i18n, t } = useLingui();
  const roleId = useId();
  const changeRole = useChangeStaffRole();
  const deactivate = useDeactivateStaff();
  const who = staff.name || staff.email;
  return (
    <tr>
      <td>
        {staff.name ? <div>{staff.name}</div> : null}
        <div className={styles.muted}>{staff.email}</div>
      </td>
      <td>
        <label htmlFor={roleId} className={styles.muted}>
          {t`Role of ${who}`}
        </label>
        <select
          id={roleId}
          className={styles.select}
          value={staff.role}
          disabled={!staff.active}
          onChange={async (event) => onResult(await changeRole(staff.id, event.target.value as StaffRole))}
        >
          {STAFF_ROLE_LIST.map((role) => (
            <option key={role} value={role}>
              {i18n._(STAFF_ROLE_NAMES[role])}
            </option>
          ))}
        </select>
      </td>
      <td>
        {!staff.active ? t`Deactivated` : staff.hasPassword ? t`Active` : t`Invited`}
        {staff.totpEnabled ? <div className={styles.muted}>{t`Authenticator app on`}</div> : null}
      </td>
      <td>
        {staff.active ? (
          <ConfirmDialog
            trigger={
              <button type="button" className={styles.secondary}>
                {t`Deactivate ${who}`}
              </button>
            }
            title={t`Deactivate ${who}?`}
            description={<Trans>They are signed out at once and can no longer sign in.</Trans>}
            confirm={<Trans>Deactivate</Trans>}
            onConfirm={async () => onResult(await deactivate(staff.id))}
          />
        ) : null}
      </td>
    </tr>
  );
}
