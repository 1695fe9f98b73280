import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { useViewer } from '../api/use-viewer';
import { ChangePasswordForm } from '../forms/change-password-form';
import { ProfileForm } from '../forms/profile-form';
import styles from './account-pages.module.css';

/** /account/profile */
export function ProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`Profile`);
  const { viewer } = useViewer();
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="profile-title">
      <h1 id="profile-title">
        <Trans>Profile</Trans>
      </h1>
      {viewer ? <ProfileForm user={viewer} /> : null}
    </section>
  );
}

/** /account/password */
export function PasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Change password`);
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="password-title">
      <h1 id="password-title">
        <Trans>Change password</Trans>
      </h1>
      <ChangePasswordForm />
    </section>
  );
}
