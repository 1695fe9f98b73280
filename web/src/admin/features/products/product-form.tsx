import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { ProductChoicesQuery, ProductForm_ProductFragment, ProductInput } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
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
import { STOCK_QUANTITY_RULES, StockFields } from './stock-fields';

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
  const { t } = useLingui();
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
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Product details`}>
      <ErrorAlert keys={alert} />
      {saved ? (
        <SuccessNote>
          <Trans>Saved. The shop shows the change now.</Trans>
        </SuccessNote>
      ) : null}
      <Field {...adminField} label={t`Name`} required error={errors.name} registration={register('name', required)} />
      <Field {...adminField} label={t`SKU`} required error={errors.sku} registration={register('sku', required)} />
      <Field
        {...adminField}
        label={t`Part number`}
        required
        error={errors.partNumber}
        registration={register('partNumber', required)}
      />
      <Field {...adminField} label={t`Brand`} error={errors.brand}>
        {(control) => (
          <select {...control} className={styles.select} {...register('brand')}>
            {choices.adminBrands.map((b) => (
              <option key={b.id} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...adminField} label={t`Part type`} error={errors.type}>
        {(control) => (
          <select {...control} className={styles.select} {...register('type')}>
            {choices.adminPartTypes.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...adminField} label={t`Categories`} error={errors.categories}>
        {(control) => (
          <select
            {...control}
            multiple
            size={6}
            className={styles.select}
            {...register('categories', { validate: (v) => (v.length > 0 ? true : 'ERROR_FORM_REQUIRED') })}
          >
            {choices.adminCategories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.parent ? `— ${c.name}` : c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        {...adminField}
        label={t`Price with GST (₹)`}
        inputMode="decimal"
        required
        error={errors.price}
        registration={register('price', { ...required, validate: (v) => checkPrice(v, getValues('mrp')) })}
      />
      <Field
        {...adminField}
        label={t`MRP (₹)`}
        hint={t`Leave empty when the product has no MRP. The price may not be above it.`}
        inputMode="decimal"
        error={errors.mrp}
        registration={register('mrp', {
          validate: (v) => (v.trim() === '' || checkPrice(v, '') === true ? true : 'ERROR_FORM_INVALID'),
        })}
      />
      <Field
        {...adminField}
        label={t`HSN code`}
        hint={t`4, 6 or 8 digits; the GST rate follows from it.`}
        inputMode="numeric"
        required
        error={errors.hsnCode}
        registration={register('hsnCode', required)}
      />
      <StockFields
        quantity={register('stockQuantity', STOCK_QUANTITY_RULES)}
        status={register('stockStatus')}
        errors={errors}
      />
      <Field
        {...adminField}
        label={t`Short text for cards`}
        error={errors.excerpt}
        registration={register('excerpt')}
      />
      <Field
        {...adminField}
        label={t`Description`}
        hint={t`HTML: paragraphs <p>, lists <ul> and <li>, <strong>, <em>, links and tables. Anything else is removed when saved.`}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${styles.input} ${local.textarea}`}
            rows={8}
            {...register('description')}
          />
        )}
      </Field>
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
