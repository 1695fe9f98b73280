import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CategoryInput, CategoryRow_CategoryFragment } from '@web/__generated__/admin-graphql';
import { checkCategoryFields } from '@rules/catalogue/brand-category-fields';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { categoryFormValues, type CategoryFormValues, categoryInputOf } from './category-form-values';
import { ruleErrors } from './rule-errors';

const FIELDS = ['name', 'slug', 'description', 'parent', 'layout', 'position'] as const;
const LANGUAGE_NAMES: Record<string, string> = { hi: 'हिन्दी', kn: 'ಕನ್ನಡ', ta: 'தமிழ்', te: 'తెలుగు' };

/** A category's English texts, its place in the tree, and its name and description in hi, kn, ta, te. */
export function CategoryForm({
  category,
  categories,
  save,
  onDone,
}: {
  category: CategoryRow_CategoryFragment | null;
  categories: readonly CategoryRow_CategoryFragment[];
  save: (id: string | null, input: CategoryInput) => Promise<readonly ServerError[]>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<CategoryFormValues>({
    defaultValues: categoryFormValues(category),
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    const { input, fields } = categoryInputOf(values);
    const local = ruleErrors(checkCategoryFields(fields));
    const failures = local.length ? local : await save(category?.id ?? null, input);
    setAlert(applyServerErrors(failures, setError, FIELDS));
    if (!failures.length) onDone();
  });
  const title = category ? t`Edit ${category.name}` : t`New category`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <ErrorAlert keys={alert} />
      <Field {...adminField} label={t`Name in English`} required error={errors.name} registration={register('name')} />
      <Field
        {...adminField}
        label={t`Slug`}
        hint={t`Small letters, digits and hyphens; empty: made from the name.`}
        error={errors.slug}
        registration={register('slug')}
      />
      <Field
        {...adminField}
        label={t`Description in English`}
        error={errors.description}
        registration={register('description')}
      />
      <Field {...adminField} label={t`Parent category`} error={errors.parent}>
        {(control) => (
          <select {...control} className={styles.select} {...register('parent')}>
            <option value="">{t`None (top level)`}</option>
            {categories
              .filter((c) => c.id !== category?.id)
              .map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.parent ? `— ${c.name}` : c.name}
                </option>
              ))}
          </select>
        )}
      </Field>
      <Field {...adminField} label={t`Its page lists`}>
        {(control) => (
          <select {...control} className={styles.select} {...register('layout')}>
            <option value="PRODUCTS">{t`Products`}</option>
            <option value="CATEGORIES">{t`Subcategories`}</option>
          </select>
        )}
      </Field>
      <Field
        {...adminField}
        label={t`Position among its siblings`}
        inputMode="numeric"
        error={errors.position}
        registration={register('position')}
      />
      {categoryFormValues(category).translations.map((tr, i) => (
        <fieldset key={tr.language} className={styles.form}>
          <legend lang={tr.language}>{LANGUAGE_NAMES[tr.language]}</legend>
          <Field
            {...adminField}
            label={t`Name (${tr.language})`}
            lang={tr.language}
            error={errors.translations?.[i]?.name}
            registration={register(`translations.${i}.name`)}
          />
          <Field
            {...adminField}
            label={t`Description (${tr.language})`}
            lang={tr.language}
            error={errors.translations?.[i]?.description}
            registration={register(`translations.${i}.description`)}
          />
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save category</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
