import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useLayoutShopQuery } from '@web/__generated__/graphql';
import { formatOpeningHours } from '@web/shared/format/opening-hours';
import { useIntlLocale, useFormat } from '@web/shared/format/use-format';
import { Deferred } from './deferred';
import styles from './footer.module.css';

/** The page's load time: the copyright year. */
const NOW = Date.now();

// The form library loads after the first paint; the footer keeps the form's room meanwhile.
const NewsletterForm = lazy(async () => ({ default: (await import('./newsletter/newsletter-form')).NewsletterForm }));

/** Footer: contact block from the gateway, service and information links, copyright. */
export function Footer() {
  const { t } = useLingui();
  const { data } = useLayoutShopQuery();
  const contact = data?.shop.contact;
  const locale = useIntlLocale();
  const year = useFormat().year(NOW);

  const shopName = data?.shop.name ?? 'GaadiParts';

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>{t`Contact us`}</h2>
          {contact ? (
            <address className={styles.address}>
              <p>{contact.address}</p>
              <p>
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
              </p>
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
              <ul className={styles.hours}>
                {contact.hours.map((h) => (
                  <li key={h.days.join()}>{formatOpeningHours(h, locale)}</li>
                ))}
              </ul>
            </address>
          ) : (
            <p className={styles.muted}>{t`Loading contact details…`}</p>
          )}
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>{t`Services`}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/services/tyres">{t`Tyres`}</Link>
            </li>
            <li>
              <Link to="/services/battery">{t`Battery`}</Link>
            </li>
            <li>
              <Link to="/services/two-wheeler-service">{t`Two-wheeler service`}</Link>
            </li>
            <li>
              <Link to="/services/four-wheeler-service">{t`Four-wheeler service`}</Link>
            </li>
            <li>
              <Link to="/services/ev-store">{t`EV store`}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>{t`Information`}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/about-us">{t`About Us`}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t`Contact Us`}</Link>
            </li>
            <li>
              <Link to="/faq">{t`FAQ`}</Link>
            </li>
            <li>
              <Link to="/privacy">{t`Privacy Policy`}</Link>
            </li>
            <li>
              <Link to="/terms">{t`Terms and conditions`}</Link>
            </li>
            <li>
              <Link to="/track-order">{t`Track order`}</Link>
            </li>
            <li>
              <Link to="/blogs">{t`Blogs`}</Link>
            </li>
          </ul>
        </nav>
        <Deferred size="newsletter" whenVisible>
          <NewsletterForm />
        </Deferred>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t`© ${year} ${shopName}. All rights reserved.`}</p>
        <nav aria-label={t`Legal`} className={styles.legal}>
          <Link to="/terms">{t`Terms`}</Link>
          <Link to="/privacy">{t`Privacy Policy`}</Link>
        </nav>
      </div>
    </footer>
  );
}
