import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { InfoPage, InfoSection } from './info-page';
import styles from './info-page.module.css';

/** /about-us: who runs the shop and what shoppers can count on. */
export function AboutPage() {
  const { t } = useLingui();
  const promises = [
    {
      title: t`Genuine parts`,
      text: t`Bought from brands and their authorised distributors, never from grey markets.`,
    },
    { title: t`Fitment checked`, text: t`Save your car or bike in the garage and we show only the parts that fit it.` },
    {
      title: t`GST invoice`,
      text: t`Every order comes with a proper GST invoice for your records and warranty claims.`,
    },
    {
      title: t`Easy returns`,
      text: t`Unused parts in their original packing can be returned within 7 days of delivery.`,
    },
  ];
  return (
    <InfoPage
      title={t`About Us`}
      lead={t`GaadiParts is an online shop for car and two-wheeler parts, accessories and vehicle services, based in Bengaluru and delivering across India.`}
    >
      <ul className={styles.cards}>
        {promises.map((p) => (
          <li key={p.title} className={styles.card}>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
      <InfoSection title={t`Our story`}>
        <p>{t`We started in 2019 as a small spare-parts counter in Peenya, Bengaluru. Mechanics and riders kept asking the same question: will this part fit my vehicle? GaadiParts grew out of answering it carefully, one part number at a time.`}</p>
        <p>{t`Today we stock brakes, filters, batteries, tyres, lighting, oils, interior and exterior accessories, helmets and EV chargers from more than forty brands, for the cars and two-wheelers that run on Indian roads.`}</p>
      </InfoSection>
      <InfoSection title={t`Services in your city`}>
        <p>
          <Trans>
            Beyond parts, we book tyre fitting, battery replacement, periodic servicing for two- and four-wheelers, RTO
            paperwork, pre-delivery inspections and driving training with partner workshops in Jaipur, Delhi, Mumbai,
            Bangalore, Kolkata, Chennai and more. See <Link to="/services">our services</Link>.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={t`Talk to us`}>
        <p>
          <Trans>
            Our team answers in English, Hindi, Kannada, Tamil and Telugu. <Link to="/contact-us">Contact us</Link> or
            read the <Link to="/faq">frequently asked questions</Link>.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
