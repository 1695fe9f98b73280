import { useLingui } from '@lingui/react/macro';
import type { PaymentReferenceInput, UpiPayment_PaymentFragment } from '@web/__generated__/graphql';
import { formatMoney, INR } from '@web/shared/format/money';
import { formatDateTime } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import { PaymentReferenceForm } from './payment-reference-form';
import { formatTimeLeft, useTimeLeft } from './use-time-left';
import styles from './upi-payment.module.css';

type Props = {
  payment: UpiPayment_PaymentFragment;
  /** How the order is found to give its reference: its token, or its number and e-mail (tracking). */
  lookup: Omit<PaymentReferenceInput, 'utr'> | null;
  headingLevel: 2 | 3;
};

/**
 * Paying an order by UPI: the QR code of the `upi://pay` link (drawn by the gateway), the same
 * link as a button on phones, the payee and exact amount, the time left, and the UTR form.
 */
export function UpiPayment({ payment, lookup, headingLevel }: Props) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const left = useTimeLeft(payment.holdUntil);
  const upi = payment.upi;
  if (!upi) return null;
  const H = `h${headingLevel}` as const;
  const amount = formatMoney(upi.amount, INR, locale);
  const deadline = payment.holdUntil ? formatDateTime(payment.holdUntil, locale) : null;
  const vpa = upi.vpa;
  const remaining = left === null ? '' : formatTimeLeft(left);
  return (
    <section className={styles.upi} aria-labelledby="upi-payment">
      <H id="upi-payment">{t`Pay by UPI`}</H>
      <div className={styles.layout}>
        <img
          className={styles.qr}
          src={upi.qrCode}
          width={264}
          height={264}
          alt={t`UPI QR code: pay ${amount} to ${vpa}`}
        />
        <div>
          <p>{t`Scan the code with any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank's app) and pay the exact amount.`}</p>
          <a className={styles.open} href={upi.link}>{t`Open in UPI app`}</a>
          <dl className={styles.facts}>
            <div>
              <dt>{t`Amount`}</dt>
              <dd>{amount}</dd>
            </div>
            <div>
              <dt>{t`UPI ID`}</dt>
              <dd>{upi.vpa}</dd>
            </div>
            <div>
              <dt>{t`Payee`}</dt>
              <dd>{upi.payeeName}</dd>
            </div>
            <div>
              <dt>{t`Reference`}</dt>
              <dd>{upi.reference}</dd>
            </div>
          </dl>
          {deadline && (
            <p className={styles.deadline}>
              {t`We hold your items until ${deadline}.`}{' '}
              {left !== null && (
                <strong role="timer" aria-live="off">
                  {left > 0 ? t`Time left: ${remaining}` : t`The time to pay has ended.`}
                </strong>
              )}
            </p>
          )}
        </div>
      </div>
      {lookup && payment.referenceWanted && <PaymentReferenceForm lookup={lookup} reference={payment.reference} />}
    </section>
  );
}
