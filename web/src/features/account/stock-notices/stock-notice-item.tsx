import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StockNoticeItem_NoticeFragment } from '@web/__generated__/graphql';
import { formatDate } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from './stock-notices.module.css';

/** One open request: the product (linked), the options chosen, when and where to, and Stop. */
export function StockNoticeItem({
  notice,
  busy,
  onStop,
}: {
  notice: StockNoticeItem_NoticeFragment;
  busy: boolean;
  onStop: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const { product } = notice;
  const asked = formatDate(notice.createdAt, locale);
  const address = notice.email;
  const productName = product.name;
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <Link to={`/products/${product.slug}`} className={styles.product}>
          {productName}
        </Link>
        {notice.options.length > 0 && (
          <p className={styles.options}>{notice.options.map((o) => `${o.name}: ${o.valueName}`).join(', ')}</p>
        )}
        <p className={styles.muted}>
          {t`Asked on ${asked}`} · {t`E-mail to ${address}`}
        </p>
      </div>
      <button
        type="button"
        className={styles.stop}
        disabled={busy}
        aria-label={t`Stop the notice for ${productName}`}
        onClick={onStop}
      >
        {busy ? t`Stopping…` : t`Stop the notice`}
      </button>
    </li>
  );
}
