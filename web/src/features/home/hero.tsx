import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './home.module.css';

/** The home page's opening banner with the two main actions and the shop's promises. */
export function Hero() {
  const { t } = useLingui();
  const promises = [t`Genuine brands`, t`Fitment checked`, t`GST invoice`, t`7-day returns`];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <p className={styles.kicker}>{t`Car · Bike · EV`}</p>
        <h1 id="hero-title">{t`Parts that fit your car and bike, delivered across India`}</h1>
        <p>{t`Genuine brands, fitment checked against your vehicle, and services booked in your city.`}</p>
        <div className={styles.actions}>
          <Link to="/catalog" className={styles.primary}>{t`Shop parts`}</Link>
          <Link to="/services" className={styles.secondary}>{t`Book a service`}</Link>
        </div>
      </div>
      <ul className={styles.promises}>
        {promises.map((p) => (
          <li key={p}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}
