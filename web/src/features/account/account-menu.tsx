import * as Popover from '@radix-ui/react-popover';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSavedListsSync } from './api/use-saved-lists-sync';
import { useSession } from './api/use-session';
import { useViewer } from './api/use-viewer';
import { SignInForm } from './forms/sign-in-form';
import styles from './account-menu.module.css';

function initials(name: string): string {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * Header account dropdown (spec section 6): the sign-in form for anonymous shoppers; name,
 * e-mail, avatar, account links and sign-out for signed-in ones.
 */
export function AccountMenu() {
  const { t } = useLingui();
  const { viewer } = useViewer();
  useSavedListsSync();
  const { signOut, busy } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = viewer ? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email : null;
  const close = () => setOpen(false);

  async function onSignOut() {
    await signOut();
    close();
    navigate('/');
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.trigger}>
        {/* The accessible name is "My account: " + the visible text, in every language (WCAG label in name). */}
        <span className={styles.avatar} aria-hidden="true" data-initials={name ? initials(name) : '👤'} />
        <span className="visually-hidden">{t`My account:`}&nbsp;</span>
        <span className={styles.triggerText}>{viewer ? name : t`Sign in`}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={8} aria-label={t`My account`}>
          {viewer ? (
            <div className={styles.signedIn}>
              <div className={styles.identity}>
                <span className={styles.avatarLarge} aria-hidden="true" data-initials={initials(name!)} />
                <div>
                  <p className={styles.name}>{name}</p>
                  <p className={styles.email}>{viewer.email}</p>
                </div>
              </div>
              <nav aria-label={t`My account`}>
                <ul className={styles.links}>
                  <li>
                    <Link to="/account/dashboard" onClick={close}>{t`Dashboard`}</Link>
                  </li>
                  <li>
                    <Link to="/account/garage" onClick={close}>{t`My garage`}</Link>
                  </li>
                  <li>
                    <Link to="/account/profile" onClick={close}>{t`Profile`}</Link>
                  </li>
                  <li>
                    <Link to="/account/orders" onClick={close}>{t`Order history`}</Link>
                  </li>
                  <li>
                    <Link to="/account/bookings" onClick={close}>
                      {t`My bookings`}
                    </Link>
                  </li>
                  <li>
                    <Link to="/account/addresses" onClick={close}>{t`Addresses`}</Link>
                  </li>
                  <li>
                    <Link to="/account/password" onClick={close}>{t`Change password`}</Link>
                  </li>
                </ul>
              </nav>
              <button type="button" className={styles.signOut} onClick={() => void onSignOut()} disabled={busy}>
                <Trans>Sign out</Trans>
              </button>
            </div>
          ) : (
            <div className={styles.signedOut}>
              <p className={styles.title}>
                <Trans>Sign in to your account</Trans>
              </p>
              <SignInForm compact onSignedIn={close} />
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
