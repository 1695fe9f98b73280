import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { ForgotPasswordForm } from '../forms/forgot-password-form';
import { ResetPasswordForm } from '../forms/reset-password-form';
import styles from './account-pages.module.css';

/** /account/forgot-password: ask for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Forgotten password`);
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="forgot-title">
      <h1 id="forgot-title">
        <Trans>Forgotten password</Trans>
      </h1>
      <p>
        <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
      </p>
      <ForgotPasswordForm />
    </section>
  );
}

/** /account/reset-password?token=…: choose a new password with the link from the e-mail. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="reset-title">
      <h1 id="reset-title">
        <Trans>Reset password</Trans>
      </h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p>
          <Trans>This link is incomplete.</Trans> <Link to="/account/forgot-password">{t`Ask for a new link`}</Link>
        </p>
      )}
    </section>
  );
}
