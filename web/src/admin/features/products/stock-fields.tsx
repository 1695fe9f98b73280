import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { Field } from '@web/shared/ui/field';
import { STOCK_STATUSES, useStockStatusName } from './stock-status';

/** How many units are in stock, as typed: required, a whole number of up to seven digits. */
export const STOCK_QUANTITY_RULES = {
  required: 'ERROR_FORM_REQUIRED',
  validate: (v: string) => (/^\d{1,7}$/.test(v.trim()) ? true : 'ERROR_FORM_INVALID'),
};

/**
 * A product's units in stock and stock status, as the product form and the stock screen ask for
 * them; each form registers the two fields (quantity with STOCK_QUANTITY_RULES) and passes its errors.
 */
export function StockFields({
  quantity,
  status,
  errors,
}: {
  quantity: UseFormRegisterReturn;
  status: UseFormRegisterReturn;
  errors: { stockQuantity?: FieldError | undefined; stockStatus?: FieldError | undefined };
}) {
  const { t } = useLingui();
  const stockName = useStockStatusName();
  return (
    <>
      <Field
        {...adminField}
        label={t`Units in stock`}
        inputMode="numeric"
        required
        error={errors.stockQuantity}
        registration={quantity}
      />
      <Field {...adminField} label={t`Stock status`} error={errors.stockStatus}>
        {(control) => (
          <select {...control} className={styles.select} {...status}>
            {STOCK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {stockName(s)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
