import { useLingui } from '@lingui/react/macro';
import type { OrderView_OrderFragment } from '@web/__generated__/graphql';
import { formatMoney, INR } from '@web/shared/format/money';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from './orders.module.css';

type Details = NonNullable<OrderView_OrderFragment['payment']['bankTransfer']>;

/** The shop's bank details and the reference to quote, for orders paid by bank transfer. */
export function BankTransferDetails({ details, headingLevel }: { details: Details; headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const H = `h${headingLevel}` as const;
  const rows = [
    [t`Amount`, formatMoney(details.amount, INR, locale)],
    [t`Account name`, details.accountName],
    [t`Bank`, details.bankName],
    [t`Account number`, details.accountNumber],
    [t`IFSC`, details.ifsc],
    [t`Reference`, details.reference],
  ];
  return (
    <section className={styles.bank} aria-labelledby="bank-transfer">
      <H id="bank-transfer">{t`Pay by bank transfer`}</H>
      <p>{t`Please transfer the total to this account and quote the reference, so we can match your payment.`}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
