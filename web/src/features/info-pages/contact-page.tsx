import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InfoPage, InfoSection } from './info-page';

/** /contact-us: how to reach the shop; the contact card (from the gateway) is passed in by the route. */
export function ContactPage({ contactCard }: { contactCard: ReactNode }) {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t`Contact Us`}
      lead={t`Questions about fitment, an order or a service booking? Call, write or visit our Bengaluru store.`}
    >
      {contactCard}
      <InfoSection title={t`Before you call`}>
        <ul>
          <li>
            <Trans>
              For delivery updates, <Link to="/track-order">track your order</Link> with its number and your e-mail.
            </Trans>
          </li>
          <li>{t`For fitment questions, keep your vehicle's registration certificate or VIN at hand.`}</li>
          <li>
            <Trans>
              Many answers are already in our <Link to="/faq">FAQ</Link>.
            </Trans>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
