import { useReactiveVar } from '@apollo/client/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useLayoutShopQuery } from '@web/__generated__/graphql';
import { compareVar } from '@web/shared/state/product-lists';
import { CurrencyPicker } from './currency-picker';
import { Icon } from './icons';
import { LanguagePicker } from './language-picker';
import styles from './header.module.css';

/** Desktop top bar: the shop's phone, help links, compare count, language and currency. */
export function TopBar() {
  const { t } = useLingui();
  const { data } = useLayoutShopQuery();
  const phone = data?.shop.contact.phone;
  const compareCount = useReactiveVar(compareVar).length;
  return (
    <div className={styles.topbar}>
      <div className={`${styles.inner} ${styles.topbarInner}`}>
        {phone && (
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={styles.phone}>
            <Icon name="phone" size={16} />
            <span>{t`Call us: ${phone}`}</span>
          </a>
        )}
        <nav aria-label={t`Help`} className={styles.topLinks}>
          <Link to="/track-order">{t`Track order`}</Link>
          <Link to="/terms">{t`Terms`}</Link>
          <Link to="/contact-us">{t`Contact & support`}</Link>
          <Link to="/compare" className={styles.compare}>
            <Icon name="compare" size={16} />
            <Plural value={compareCount} _0="Compare" one="Compare (#)" other="Compare (#)" />
          </Link>
        </nav>
        <div className={styles.pickers}>
          <LanguagePicker />
          <CurrencyPicker />
        </div>
      </div>
    </div>
  );
}
