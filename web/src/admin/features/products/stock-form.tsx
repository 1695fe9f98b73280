import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StockForm_ProductFragment, StockStatus } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { STOCK_QUANTITY_RULES, StockFields } from './stock-fields';

interface StockValues {
  stockQuantity: string;
  stockStatus: StockStatus;
}

/**
 * A product's stock, corrected by those who pack orders (OPERATIONS) as well as the catalogue's
 * staff: quantity and status, sent with the quantity shown, so a count made before orders came in
 * is refused (STOCK_CHANGED) instead of undoing them.
 */
export function StockForm({
  product,
  save,
}: {
  product: StockForm_ProductFragment;
  save: (quantity: number, status: StockStatus, quantityWas: number) => Promise<readonly ServerError[]>;
}) {
  const { t } = useLingui();
  const [alert, setAlert] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<StockValues>({
    values: { stockQuantity: String(product.stockQuantity), stockStatus: product.stockStatus },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    const failures = await save(Number(values.stockQuantity), values.stockStatus, product.stockQuantity);
    setAlert(applyServerErrors(failures, setError, ['stockQuantity', 'stockStatus']));
    setSaved(failures.length === 0);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Stock of ${product.name}`}>
      <ErrorAlert keys={alert} />
      {saved ? (
        <SuccessNote>
          <Trans>Stock saved. The shop sells from it now.</Trans>
        </SuccessNote>
      ) : null}
      <StockFields
        quantity={register('stockQuantity', STOCK_QUANTITY_RULES)}
        status={register('stockStatus')}
        errors={errors}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save stock</Trans>
        </button>
      </div>
    </form>
  );
}
