import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { ProductChoicesQuery, ProductForm_ProductFragment, ProductInput } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { adminErrorMessage } from '@web/admin/shared/ui/error-message';
import { FormField } from '@web/admin/shared/ui/form-field';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import local from './product-form.module.css';
import { ProductFitment } from './fitment/product-fitment';
import { ProductOptions } from './options/product-options';
import {
  checkOptionsAndFitment,
  checkPrice,
  formErrorOf,
  formValuesOf,
  productFormFields,
  type ProductFormValues,
  productInputOf,
} from './product-form-values';
import { STOCK_STATUSES, useStockStatusName } from './stock-status';

/**
 * Every field of a product: names, brand, part type, categories, prices (the MRP check shown on
 * the price field), HSN code, stock, texts, the vehicles it fits and its options. Options and
 * fitment are checked with the server's own rules before sending; the server checks everything
 * again, and its errors land on the fields they name (an option's value included). A refused save
 * keeps everything typed.
 */
export function ProductForm({
  product,
  choices,
  save,
}: {
  product: ProductForm_ProductFragment;
  /** Loaded before the form renders: a select whose options arrive later would lose its value. */
  choices: ProductChoicesQuery;
  save: (input: ProductInput) => Promise<readonly ServerError[]>;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const stockName = useStockStatusName();
  const [alert, setAlert] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, clearErrors, getValues, control, formState } = useForm<ProductFormValues>({
    values: formValuesOf(product),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setAlert([]);
    setSaved(false);
    const rules = checkOptionsAndFitment(values);
    const failures = rules.length ? rules : await save(productInputOf(product, values));
    const fields = productFormFields(values) as Path<ProductFormValues>[];
    setAlert(applyServerErrors(failures.map(formErrorOf), setError, fields));
    setSaved(failures.length === 0);
  });
  // Errors of the last save go first: list-wide ones (an option's values) have no input to clear them.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearErrors();
    return submit(event);
  };
  const required = { required: 'ERROR_FORM_REQUIRED' };
  const selectError = (name: 'brand' | 'type' | 'categories' | 'stockStatus' | 'description') =>
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
          {choices.adminBrands.map((b) => (
            <option key={b.id} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
        {selectError('brand')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>{t`Part type`}</label>
        <select
          id={`${id}-type`}
          className={styles.select}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${id}-type-error` : undefined}
          {...register('type')}
        >
          {choices.adminPartTypes.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name}
            </option>
          ))}
        </select>
        {selectError('type')}
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
          {choices.adminCategories.map((c) => (
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
      <div className={styles.field}>
        <label htmlFor={`${id}-description`} className={styles.label}>{t`Description`}</label>
        <textarea
          id={`${id}-description`}
          className={`${styles.input} ${local.textarea}`}
          rows={8}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ''}`}
          {...register('description')}
        />
        <p id={`${id}-description-hint`} className={styles.hint}>
          {t`HTML: paragraphs <p>, lists <ul> and <li>, <strong>, <em>, links and tables. Anything else is removed when saved.`}
        </p>
        {selectError('description')}
      </div>
      <ProductFitment control={control} register={register} />
      <ProductOptions control={control} register={register} colors={choices.adminColors} errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save product</Trans>
        </button>
      </div>
    </form>
  );
}
