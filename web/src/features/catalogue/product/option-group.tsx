import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductForm_ProductFragment } from '@web/__generated__/graphql';
import styles from './product-form.module.css';

type Option = ProductForm_ProductFragment['options'][number];
type Props = { option: Option; value: string; onChange: (value: string) => void; invalid: boolean };

/** One required choice: a radio group of pills (DEFAULT) or colour swatches (COLOR). */
export function OptionGroup({ option, value, onChange, invalid }: Props) {
  const { t } = useLingui();
  const errorId = useId();
  const name = useId();
  const swatches = option.type === 'COLOR';
  const chosen = option.values.find((v) => v.slug === value);
  return (
    <fieldset
      className={styles.group}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend>
        {option.name}
        {swatches && chosen && <span className={styles.chosen}>: {chosen.name}</span>}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className={swatches ? styles.swatches : styles.pills}>
        {option.values.map((v) => (
          <label key={v.slug} className={swatches ? styles.swatch : styles.pill} title={swatches ? v.name : undefined}>
            <input
              type="radio"
              name={name}
              value={v.slug}
              checked={value === v.slug}
              onChange={() => onChange(v.slug)}
              required
              className={styles.hidden}
            />
            {swatches ? (
              <>
                <span className={styles.color} style={{ background: v.color ?? undefined }} aria-hidden="true" />
                <span className={styles.hidden}>{v.name}</span>
              </>
            ) : (
              <span>{v.name}</span>
            )}
          </label>
        ))}
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {t`Please choose: ${option.name}`}
        </p>
      )}
    </fieldset>
  );
}
