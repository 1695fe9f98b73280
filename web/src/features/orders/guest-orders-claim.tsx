import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GuestOrdersClaim_ViewerFragment } from '@web/__generated__/graphql';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { useRequestGuestOrderClaim } from './api/use-request-guest-order-claim';
import styles from './order-pages.module.css';

/**
 * On the orders page when orders placed as a guest with the account's e-mail exist: they are added
 * only through a link mailed to that address (decision 030), never because the e-mail matches.
 */
export function GuestOrdersClaim({ viewer }: { viewer: GuestOrdersClaim_ViewerFragment }) {
  const { t, i18n } = useLingui();
  const { request, busy } = useRequestGuestOrderClaim();
  const [answer, setAnswer] = useState<{ sent: true } | { error: string } | null>(null);
  if (viewer.guestOrdersToClaim === 0) return null;
  const count = viewer.guestOrdersToClaim;
  async function send() {
    const errors = await request();
    setAnswer(errors.length ? { error: errors[0]! } : { sent: true });
  }
  if (answer && 'sent' in answer)
    return <p role="status">{t`We have sent you an e-mail. Open its link to add these orders to your account.`}</p>;
  return (
    <div>
      <p>
        {count === 1
          ? t`An order you placed as a guest with this e-mail address can be added to your account.`
          : t`${count} orders you placed as a guest with this e-mail address can be added to your account.`}{' '}
        <button type="button" className={styles.button} disabled={busy} onClick={() => void send()}>
          {t`Send me a link`}
        </button>
      </p>
      {answer && 'error' in answer && <p role="alert">{i18n._(serverErrorMessage(answer.error))}</p>}
    </div>
  );
}
