import { useLingui } from '@lingui/react/macro';
import { useFormatMoney } from '../format/use-format-money';
import { useIntlLocale } from '../format/use-format';
import type { Money } from '../format/money';
import styles from './installation-line.module.css';

/** What a cart line's installation shows (the server's CartInstallation). */
export interface InstallationView {
  slotStart: string;
  package?: { name: string } | null;
  workshop?: { name: string } | null;
  city: string;
  price?: Money | null;
}

/**
 * "Installation: <package>, <workshop city>, <day and time (IST)> — ₹149" under a product line
 * (header cart, /cart, checkout summary). `children` holds the line's actions (remove).
 */
export function InstallationLine({
  installation,
  children,
}: {
  installation: InstallationView;
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const locale = useIntlLocale();
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(installation.slotStart));
  const name = installation.package?.name ?? t`Installation`;
  const city = installation.workshop?.name ?? installation.city;
  return (
    <div className={styles.installation}>
      <p>
        <span className={styles.label}>{t`Installation`}:</span> {name}
        <span className={styles.detail}>
          {city}, {when}
        </span>
      </p>
      {installation.price && <p className={styles.price}>{money(installation.price)}</p>}
      {children}
    </div>
  );
}
