import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Control, type UseFormRegister, useController, useWatch } from 'react-hook-form';
import type { ChosenVehicles_VehicleFragment, Compatibility } from '@web/__generated__/admin-graphql';
import { adminErrorMessage } from '@web/admin/shared/ui/error-message';
import ui from '@web/admin/shared/ui/admin-ui.module.css';
import type { ProductFormValues } from '../product-form-values';
import { ChosenVehicles } from './chosen-vehicles';
import { VehiclePicker } from './vehicle-picker';
import styles from './fitment.module.css';

const KINDS: { value: Compatibility; label: ReturnType<typeof msg> }[] = [
  { value: 'LIST', label: msg`Only the vehicles listed below` },
  { value: 'ALL', label: msg`Every vehicle (universal, e.g. car care)` },
  { value: 'UNKNOWN', label: msg`Not known (the shop shows no fit badge)` },
];

/** By make, model, then newest year first; vehicles of one year keep their order. */
const order = (a: ChosenVehicles_VehicleFragment, b: ChosenVehicles_VehicleFragment) =>
  a.make.localeCompare(b.make, 'en', { sensitivity: 'base' }) ||
  a.model.localeCompare(b.model, 'en', { sensitivity: 'base' }) ||
  b.year - a.year;

/** Which vehicles the part fits: universal, unknown, or a list chosen by make and model. */
export function ProductFitment({
  control,
  register,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const compatibility = useWatch({ control, name: 'compatibility' });
  const {
    field: { value: vehicles, onChange, ref },
    fieldState,
  } = useController({ control, name: 'vehicles' });
  const chosen = new Set(vehicles.map((v) => v.id));
  const error = fieldState.error?.message;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={ui.label}>{t`Vehicles it fits`}</legend>
      <div className={styles.kinds}>
        {KINDS.map((kind) => (
          <label key={kind.value} className={ui.check}>
            <input type="radio" value={kind.value} {...register('compatibility')} />
            {i18n._(kind.label)}
          </label>
        ))}
      </div>
      {compatibility === 'LIST' ? (
        <>
          <VehiclePicker chosen={chosen} add={(added) => onChange([...vehicles, ...added].sort(order))} />
          <p className={ui.hint} role="status">
            <Plural value={vehicles.length} one="# vehicle in the list." other="# vehicles in the list." />
          </p>
          <ChosenVehicles vehicles={vehicles} remove={(ids) => onChange(vehicles.filter((v) => !ids.has(v.id)))} />
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.error} ref={ref} tabIndex={-1}>
          {i18n._(adminErrorMessage(error))}
        </p>
      ) : null}
    </fieldset>
  );
}
