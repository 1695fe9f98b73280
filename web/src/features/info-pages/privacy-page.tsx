import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { InfoPage, InfoSection } from './info-page';
import styles from './info-page.module.css';

/** /privacy: what personal data the shop keeps, why, and the shopper's rights. */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t`Privacy Policy`}
      lead={t`We collect only what we need to deliver your parts and services, and we never sell your data.`}
    >
      <InfoSection title={t`What we collect`}>
        <ul>
          <li>{t`Your name, e-mail address, phone number and delivery addresses, when you create an account or place an order.`}</li>
          <li>{t`Your orders, service bookings and the vehicles you save in your garage.`}</li>
          <li>{t`Your e-mail address, if you subscribe to our newsletter.`}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t`Stored in your browser`}>
        <p>{t`Your cart, wishlist, compare list, garage, language, currency and city are kept in your browser's storage so that they are still there on your next visit. We use one session cookie to keep you signed in, and no advertising cookies.`}</p>
      </InfoSection>
      <InfoSection title={t`How we use it`}>
        <p>{t`To process and deliver orders, arrange services, answer your questions and, if you agreed, send the newsletter. Payment details are handled by our payment provider and never stored by us.`}</p>
      </InfoSection>
      <InfoSection title={t`Who we share it with`}>
        <p>{t`Only with the courier that delivers your parcel, the partner workshop you booked, and our payment provider, each for that purpose alone.`}</p>
      </InfoSection>
      <InfoSection title={t`Your rights`}>
        <p>
          <Trans>
            Under the Digital Personal Data Protection Act, 2023 you can ask to see, correct or erase your data and
            withdraw your consent at any time. Every newsletter has an unsubscribe link. Write to us through the{' '}
            <Link to="/contact-us">contact page</Link>.
          </Trans>
        </p>
      </InfoSection>
      <p className={styles.updated}>{t`Last updated: 1 November 2026`}</p>
    </InfoPage>
  );
}
