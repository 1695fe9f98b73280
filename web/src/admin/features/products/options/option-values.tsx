import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import type { OptionValues_ColorFragment } from '@web/__generated__/admin-graphql';
import { adminErrorMessage } from '@web/admin/shared/ui/error-message';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import ui from '@web/admin/shared/ui/admin-ui.module.css';
import type { OptionFormValues, ProductFormValues } from '../product-form-values';
import styles from './options.module.css';

/** The values of option `index`: a name each and, for a colour option, a colour of the palette. */
export function OptionValues({
  index,
  control,
  register,
  colors,
  errors,
}: {
  index: number;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  colors: readonly OptionValues_ColorFragment[];
  errors: FieldErrors<OptionFormValues> | undefined;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: `options.${index}.values`, keyName: 'key' });
  const type = useWatch({ control, name: `options.${index}.type` });
  const values = useWatch({ control, name: `options.${index}.values` });
  const listError = errors?.values?.message ?? errors?.values?.root?.message;
  const hex = (slug: string | undefined) => colors.find((c) => c.slug === slug)?.hex;
  return (
    <div className={styles.values}>
      <ol className={styles.valueList} aria-label={t`Values`}>
        {fields.map((field, j) => {
          const error = errors?.values?.[j];
          const colorId = `${id}-${field.key}-color`;
          const swatch = hex(values?.[j]?.color);
          return (
            <li key={field.key} className={styles.value}>
              <Field
                {...adminField}
                label={t`Value ${j + 1}`}
                required
                error={error?.name}
                registration={register(`options.${index}.values.${j}.name`)}
              />
              {type === 'COLOR' ? (
                <div className={`${ui.field} ${styles.colorField}`}>
                  <label htmlFor={colorId} className={ui.label}>{t`Colour of value ${j + 1}`}</label>
                  <div className={styles.colorRow}>
                    <span
                      className={styles.swatch}
                      style={swatch ? { background: swatch } : undefined}
                      aria-hidden="true"
                    />
                    <select
                      id={colorId}
                      className={ui.select}
                      aria-invalid={error?.color ? true : undefined}
                      aria-describedby={error?.color ? `${colorId}-error` : undefined}
                      {...register(`options.${index}.values.${j}.color`)}
                    >
                      <option value="">{t`Choose a colour`}</option>
                      {colors.map((c) => (
                        <option key={c.slug} value={c.slug}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  {error?.color?.message ? (
                    <p id={`${colorId}-error`} className={ui.error}>
                      {i18n._(adminErrorMessage(error.color.message))}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <button
                type="button"
                className={`${ui.removeButton} ${styles.valueRemove}`}
                aria-label={t`Remove value ${j + 1}`}
                onClick={() => remove(j)}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className={ui.error} role="alert">
          {i18n._(adminErrorMessage(listError))}
        </p>
      ) : null}
      <button type="button" className={ui.secondary} onClick={() => append({ name: '', color: '' })}>
        <Trans>Add a value</Trans>
      </button>
    </div>
  );
}
