import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useStaffSession } from '@web/admin/features/session/api/use-staff-session';
import { RequireStaff } from '@web/admin/features/session/require-staff';
import { LanguagePicker } from './language-picker';
import { screensFor } from './admin-screens';
import styles from './admin-layout.module.css';

/** The signed-in back office: the top bar (screens of the staff member's role, sign-out) and the screen. */
export function AdminLayout() {
  const { i18n, t } = useLingui();
  const { signOut } = useStaffSession();
  const navigate = useNavigate();
  return (
    <RequireStaff>
      {(staff) => (
        <div className={styles.shell}>
          <header className={styles.bar}>
            <p className={styles.brand}>
              <Trans>GaadiParts back office</Trans>
            </p>
            <nav aria-label={t`Back office`} className={styles.nav}>
              <ul>
                {screensFor(staff.role).map((screen) => (
                  <li key={screen.path}>
                    <NavLink to={screen.path} end className={styles.link}>
                      {i18n._(screen.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.who}>
              <span className={styles.email}>{staff.email}</span>
              <LanguagePicker />
              <button
                type="button"
                className={styles.signOut}
                onClick={async () => {
                  await signOut();
                  navigate('/admin/sign-in', { replace: true });
                }}
              >
                <Trans>Sign out</Trans>
              </button>
            </div>
          </header>
          <main className={styles.main}>
            <Outlet context={staff} />
          </main>
        </div>
      )}
    </RequireStaff>
  );
}

/** Screens outside the session: sign-in and the set-password link. */
export function AdminPublicLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <p className={styles.brand}>
          <Trans>GaadiParts back office</Trans>
        </p>
        <div className={styles.who}>
          <LanguagePicker />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
