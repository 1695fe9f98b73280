import { useLingui } from '@lingui/react/macro';
import { InfoPage, InfoSection } from './info-page';
import styles from './info-page.module.css';

/** /terms: the conditions of sale. */
export function TermsPage() {
  const { t } = useLingui();
  const sections = [
    {
      title: t`Orders and prices`,
      text: [
        t`Prices are in Indian rupees and include GST. Prices shown in another currency are for information only; every order is charged in rupees.`,
        t`An order is accepted when we send the confirmation e-mail. If a part turns out to be unavailable, we tell you at once and refund anything you paid for it.`,
      ],
    },
    {
      title: t`Delivery`,
      text: [
        t`We deliver to addresses in India through courier partners. Delivery times are estimates; the tracking page shows where your parcel is.`,
      ],
    },
    {
      title: t`Fitment`,
      text: [
        t`Fitment information comes from manufacturers' catalogues. Please check it against your vehicle's registration certificate before fitting, and have safety parts such as brakes fitted by a trained mechanic.`,
      ],
    },
    {
      title: t`Returns and refunds`,
      text: [
        t`Unused parts in their original packing may be returned within 7 days of delivery. Refunds reach the original payment method within 7 working days of the return being received.`,
      ],
    },
    {
      title: t`Warranty`,
      text: [t`Parts carry the manufacturer's warranty. Keep your GST invoice: it is needed for any warranty claim.`],
    },
    {
      title: t`Service bookings`,
      text: [
        t`Services are carried out by partner workshops. You can change or cancel a booking free of charge up to 24 hours before the appointment.`,
      ],
    },
    {
      title: t`Law and disputes`,
      text: [t`These terms are governed by the laws of India. Courts in Bengaluru have jurisdiction over any dispute.`],
    },
  ];
  return (
    <InfoPage
      title={t`Terms and conditions`}
      lead={t`The rules that apply when you buy parts or book services at GaadiParts.`}
    >
      {sections.map((section) => (
        <InfoSection key={section.title} title={section.title}>
          {section.text.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </InfoSection>
      ))}
      <p className={styles.updated}>{t`Last updated: 1 November 2026`}</p>
    </InfoPage>
  );
}
