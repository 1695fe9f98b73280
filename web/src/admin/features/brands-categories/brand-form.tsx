import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BrandInput, BrandRow_BrandFragment } from '@web/__generated__/admin-graphql';
import { checkBrandFields } from '@rules/catalogue/brand-category-fields';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { ruleErrors } from './rule-errors';

const FIELDS = ['name', 'slug', 'country', 'image'] as const;

/** A brand's name, slug, country and logo; the same rules as the server (rules/catalogue/brand-category-fields.ts). */
export function BrandForm({
  brand,
  save,
  onDone,
}: {
  brand: BrandRow_BrandFragment | null;
  save: (id: string | null, input: BrandInput) => Promise<readonly ServerError[]>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<BrandInput>({
    defaultValues: brand
      ? { name: brand.name, slug: brand.slug, country: brand.country, image: brand.image }
      : { name: '', slug: '', country: 'IN', image: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    const input = {
      name: values.name,
      slug: values.slug ?? '',
      country: values.country.trim().toUpperCase(),
      image: values.image ?? '',
    };
    const local = ruleErrors(checkBrandFields(input));
    const failures = local.length ? local : await save(brand?.id ?? null, input);
    setAlert(applyServerErrors(failures, setError, FIELDS));
    if (!failures.length) onDone();
  });
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={brand ? t`Edit ${brand.name}` : t`New brand`}
    >
      <h2>{brand ? t`Edit ${brand.name}` : t`New brand`}</h2>
      <ErrorAlert keys={alert} />
      <Field {...adminField} label={t`Name`} required error={errors.name} registration={register('name')} />
      <Field
        {...adminField}
        label={t`Slug`}
        hint={t`Small letters, digits and hyphens; empty: made from the name.`}
        error={errors.slug}
        registration={register('slug')}
      />
      <Field
        {...adminField}
        label={t`Country code`}
        hint={t`Two capital letters, e.g. IN or DE.`}
        required
        maxLength={2}
        error={errors.country}
        registration={register('country')}
      />
      <Field
        {...adminField}
        label={t`Logo path`}
        hint={t`A picture of the shop's, e.g. /images/brands/bosch.svg; empty for none.`}
        error={errors.image}
        registration={register('image')}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save brand</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
