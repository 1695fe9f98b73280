import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { useViewer } from '../api/use-viewer';
import { SignInForm } from '../forms/sign-in-form';
import { SignUpForm } from '../forms/sign-up-form';
import { safeNext } from './require-account';
import styles from './account-pages.module.css';

/** /account/login: sign in and create an account side by side; back to `next` afterwards. */
export function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const { viewer } = useViewer();
  if (viewer) return <Navigate to={next} replace />;
  const done = () => navigate(next, { replace: true });
  return (
    <div className={styles.split}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">
          <Trans>Sign in</Trans>
        </h1>
        <SignInForm onSignedIn={done} />
      </section>
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h2 id="sign-up-title">
          <Trans>Create an account</Trans>
        </h2>
        <SignUpForm onSignedUp={done} />
      </section>
    </div>
  );
}

/** /account/register: the sign-up form on its own. */
export function RegisterPage() {
  const { t } = useLingui();
  usePageTitle(t`Create an account`);
  const navigate = useNavigate();
  const { viewer } = useViewer();
  if (viewer) return <Navigate to="/account/dashboard" replace />;
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="register-title">
      <h1 id="register-title">
        <Trans>Create an account</Trans>
      </h1>
      <SignUpForm onSignedUp={() => navigate('/account/dashboard', { replace: true })} />
    </section>
  );
}
