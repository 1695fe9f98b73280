import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ProductChoicesQuery, ProductForm_ProductFragment, ProductInput } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { adminErrorMessage } from '@web/admin/shared/ui/error-message';
import { FormField } from '@web/admin/shared/ui/form-field';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import {
  checkPrice,
  formValuesOf,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productInputOf,
} from './product-form-values';
import { STOCK_STATUSES, useStockStatusName } from './stock-status';

/**
 * A product's names, prices (the MRP check shown on the price field), stock, HSN code, brand and
 * categories. The server checks everything again; its errors land on the fields they name.
 */
export function ProductForm({
  product,
  choices,
  save,
}: {
  product: ProductForm_ProductFragment;
  choices: ProductChoicesQuery | undefined;
  save: (input: ProductInput) => Promise<readonly ServerError[]>;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const stockName = useStockStatusName();
  const [alert, setAlert] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, getValues, formState } = useForm<ProductFormValues>({
    values: formValuesOf(product),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    setSaved(false);
    const failures = await save(productInputOf(product, values));
    setAlert(applyServerErrors(failures, setError, PRODUCT_FORM_FIELDS));
    setSaved(failures.length === 0);
  });
  const required = { required: 'ERROR_FORM_REQUIRED' };
  const selectError = (name: 'brand' | 'categories' | 'stockStatus') =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {i18n._(adminErrorMessage(errors[name].message))}
      </p>
    ) : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Product details`}>
      <ErrorAlert keys={alert} />
      {saved ? (
        <SuccessNote>
          <Trans>Saved. The shop shows the change now.</Trans>
        </SuccessNote>
      ) : null}
      <FormField label={t`Name`} required error={errors.name} registration={register('name', required)} />
      <FormField label={t`SKU`} required error={errors.sku} registration={register('sku', required)} />
      <FormField
        label={t`Part number`}
        required
        error={errors.partNumber}
        registration={register('partNumber', required)}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-brand`} className={styles.label}>{t`Brand`}</label>
        <select
          id={`${id}-brand`}
          className={styles.select}
          aria-invalid={errors.brand ? true : undefined}
          {...register('brand')}
        >
          {choices?.adminBrands.map((b) => (
            <option key={b.id} value={b.slug}>
              {b.name}
            </option>
          )) ?? <option value={product.brand}>{product.brand}</option>}
        </select>
        {selectError('brand')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-categories`} className={styles.label}>{t`Categories`}</label>
        <select
          id={`${id}-categories`}
          multiple
          size={6}
          className={styles.select}
          aria-invalid={errors.categories ? true : undefined}
          {...register('categories', { validate: (v) => (v.length > 0 ? true : 'ERROR_FORM_REQUIRED') })}
        >
          {(
            choices?.adminCategories ?? product.categories.map((slug) => ({ id: slug, slug, name: slug, parent: null }))
          ).map((c) => (
            <option key={c.id} value={c.slug}>
              {c.parent ? `— ${c.name}` : c.name}
            </option>
          ))}
        </select>
        {selectError('categories')}
      </div>
      <FormField
        label={t`Price with GST (₹)`}
        inputMode="decimal"
        required
        error={errors.price}
        registration={register('price', { ...required, validate: (v) => checkPrice(v, getValues('mrp')) })}
      />
      <FormField
        label={t`MRP (₹)`}
        hint={t`Leave empty when the product has no MRP. The price may not be above it.`}
        inputMode="decimal"
        error={errors.mrp}
        registration={register('mrp', {
          validate: (v) => (v.trim() === '' || checkPrice(v, '') === true ? true : 'ERROR_FORM_INVALID'),
        })}
      />
      <FormField
        label={t`HSN code`}
        hint={t`4, 6 or 8 digits; the GST rate follows from it.`}
        inputMode="numeric"
        required
        error={errors.hsnCode}
        registration={register('hsnCode', required)}
      />
      <FormField
        label={t`Units in stock`}
        inputMode="numeric"
        required
        error={errors.stockQuantity}
        registration={register('stockQuantity', {
          ...required,
          validate: (v) => (/^\d{1,7}$/.test(v.trim()) ? true : 'ERROR_FORM_INVALID'),
        })}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-stockStatus`} className={styles.label}>{t`Stock status`}</label>
        <select
          id={`${id}-stockStatus`}
          className={styles.select}
          aria-invalid={errors.stockStatus ? true : undefined}
          {...register('stockStatus')}
        >
          {STOCK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {stockName(s)}
            </option>
          ))}
        </select>
        {selectError('stockStatus')}
      </div>
      <FormField label={t`Short text for cards`} error={errors.excerpt} registration={register('excerpt')} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save product</Trans>
        </button>
      </div>
    </form>
  );
}
