import { useLingui } from '@lingui/react/macro';
import { formatMoney, INR, type Money } from '../format/money';
import { useIntlLocale } from '../format/use-format';
import { useCurrencyCode } from '../state/preferences';
import styles from './rupee-notice.module.css';

/**
 * Issue 8: orders are always charged in rupees. When prices are displayed in another currency,
 * this says so and shows the amount in rupees.
 */
export function RupeeNotice({ total }: { total: Money }) {
  const { t } = useLingui();
  const code = useCurrencyCode();
  const locale = useIntlLocale();
  if (code === 'INR') return null;
  const rupees = formatMoney(total, INR, locale);
  return (
    <p className={styles.notice}>
      {t`Prices are shown in ${code} for your convenience. Your order is charged in Indian rupees: ${rupees}.`}
    </p>
  );
}
