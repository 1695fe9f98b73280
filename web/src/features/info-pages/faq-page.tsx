import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { InfoPage } from './info-page';
import styles from './info-page.module.css';

/** /faq: the questions shoppers ask most, as disclosure widgets. */
export function FaqPage() {
  const { t } = useLingui();
  const questions = [
    {
      q: t`How do I know a part fits my vehicle?`,
      a: t`Add your vehicle to the garage by make, model, year and engine, or by its VIN. Product lists can then be filtered to parts that fit, and every product page tells you whether it fits the chosen vehicle. If in doubt, check the part number printed on your old part.`,
    },
    {
      q: t`How long does delivery take?`,
      a: t`Orders placed before 4 pm leave our warehouse the same working day. Metro cities usually receive them in 2–3 days and the rest of India in 3–6 days.`,
    },
    {
      q: t`How much is shipping?`,
      a: t`A flat shipping fee is added to every order and shown in the cart before you pay.`,
    },
    {
      q: t`Why can I see prices in euros or dollars?`,
      a: t`The currency picker shows prices converted for your convenience. Orders are always charged in Indian rupees.`,
    },
    {
      q: t`Can I return a part?`,
      a: t`Yes. Unused parts in their original packing can be returned within 7 days of delivery. Electrical parts that have been fitted, and opened oils and fluids, cannot be returned for safety reasons.`,
    },
    {
      q: t`Do you fit the parts as well?`,
      a: t`In many cities, yes. Choose your city in the search box and book a service; a partner workshop will fit the part or come to you for tyres and batteries.`,
    },
  ];
  return (
    <InfoPage title={t`FAQ`} lead={t`Quick answers about fitment, delivery, payments and returns.`}>
      <div className={styles.faq}>
        {questions.map(({ q, a }) => (
          <details key={q} className={styles.question}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
      <p>
        <Trans>
          Cannot find your answer? <Link to="/track-order">Track your order</Link> or{' '}
          <Link to="/contact-us">contact our support team</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
