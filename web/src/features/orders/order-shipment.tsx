import { useLingui } from '@lingui/react/macro';
import type { OrderShipment_OrderFragment } from '@web/__generated__/graphql';
import { formatDateTime } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from './orders.module.css';

type Props = { order: OrderShipment_OrderFragment; headingLevel?: 2 | 3 };

/** The courier and AWB (tracking) number staff shipped the order with; nothing before it ships. */
export function OrderShipment({ order, headingLevel = 2 }: Props) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const { shipment } = order;
  if (!shipment) return null;
  const H = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="order-shipment">
      <H id="order-shipment">{t`Shipment`}</H>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Courier`}</dt>
          <dd>{shipment.courier}</dd>
        </div>
        <div>
          <dt>{t`AWB (tracking) number`}</dt>
          <dd>
            <code>{shipment.awbNumber}</code>
          </dd>
        </div>
        <div>
          <dt>{t`Shipped on`}</dt>
          <dd>{formatDateTime(shipment.shippedAt, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
