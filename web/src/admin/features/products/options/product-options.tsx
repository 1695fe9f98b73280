import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import type { OptionValues_ColorFragment } from '@web/__generated__/admin-graphql';
import { adminErrorMessage } from '@web/admin/shared/ui/error-message';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import ui from '@web/admin/shared/ui/admin-ui.module.css';
import type { ProductFormValues } from '../product-form-values';
import { OptionValues } from './option-values';
import styles from './options.module.css';

/** The options the shopper chooses from (Side, Pack, Colour…), each with its values. */
export function ProductOptions({
  control,
  register,
  colors,
  errors,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  colors: readonly OptionValues_ColorFragment[];
  errors: FieldErrors<ProductFormValues>;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const names = useWatch({ control, name: 'options' });
  return (
    <fieldset className={styles.options}>
      <legend className={ui.label}>{t`Options the shopper chooses`}</legend>
      {fields.length === 0 ? (
        <p className={ui.hint}>
          <Trans>No options: the shopper buys the product as it is.</Trans>
        </p>
      ) : null}
      {fields.map((field, i) => {
        const error = errors.options?.[i];
        const typeId = `${id}-${field.key}-type`;
        const name = names?.[i]?.name.trim() || t`Option ${i + 1}`;
        return (
          <fieldset key={field.key} className={styles.option}>
            <legend className={ui.label}>{name}</legend>
            <Field
              {...adminField}
              label={t`Option name`}
              hint={t`What the shopper chooses, e.g. Side or Pack.`}
              required
              error={error?.name}
              registration={register(`options.${i}.name`)}
            />
            <div className={ui.field}>
              <label htmlFor={typeId} className={ui.label}>{t`Kind of values`}</label>
              <select
                id={typeId}
                className={ui.select}
                aria-invalid={error?.type ? true : undefined}
                aria-describedby={error?.type ? `${typeId}-error` : undefined}
                {...register(`options.${i}.type`)}
              >
                <option value="DEFAULT">{t`Words (sizes, sides, packs)`}</option>
                <option value="COLOR">{t`Colours of the shop's palette`}</option>
              </select>
              {error?.type?.message ? (
                <p id={`${typeId}-error`} className={ui.error}>
                  {i18n._(adminErrorMessage(error.type.message))}
                </p>
              ) : null}
            </div>
            <OptionValues index={i} control={control} register={register} colors={colors} errors={error} />
            <button type="button" className={ui.removeButton} onClick={() => remove(i)}>
              {t`Remove option ${name}`}
            </button>
          </fieldset>
        );
      })}
      {errors.options?.message ? <p className={ui.error}>{i18n._(adminErrorMessage(errors.options.message))}</p> : null}
      <button
        type="button"
        className={ui.secondary}
        onClick={() => append({ name: '', type: 'DEFAULT', values: [{ name: '', color: '' }] })}
      >
        <Trans>Add an option</Trans>
      </button>
    </fieldset>
  );
}
