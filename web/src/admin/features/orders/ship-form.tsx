import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { COURIER_MAX, normaliseShipment, shipmentProblems } from '@rules/orders/shipment';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

interface ShipValues {
  courier: string;
  awbNumber: string;
}

const PROBLEM_KEYS = {
  required: 'ERROR_FORM_REQUIRED',
  'too-long': 'ERROR_FORM_TOO_LONG',
  invalid: 'ERROR_API_AWB_INVALID',
};

/** The parcel went out: the courier and its AWB number, which the shopper's tracking page shows. */
export function ShipForm({ ship }: { ship: (courier: string, awbNumber: string) => Promise<readonly ServerError[]> }) {
  const { t } = useLingui();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<ShipValues>({
    defaultValues: { courier: '', awbNumber: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const shipment = normaliseShipment(values);
    // The same rule as the gateway's (rules/orders/shipment.ts), so a typo is caught before sending.
    const problems = shipmentProblems(shipment);
    for (const { field, problem } of problems) setError(field, { type: 'rule', message: PROBLEM_KEYS[problem] });
    if (problems.length) return;
    setAlert(applyServerErrors(await ship(shipment.courier, shipment.awbNumber), setError, ['courier', 'awbNumber']));
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Ship`}>
      <ErrorAlert keys={alert} />
      <Field
        {...adminField}
        label={t`Courier`}
        autoComplete="off"
        required
        maxLength={COURIER_MAX}
        error={errors.courier}
        registration={register('courier')}
      />
      <Field
        {...adminField}
        label={t`AWB (tracking) number`}
        autoComplete="off"
        required
        error={errors.awbNumber}
        registration={register('awbNumber')}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Ship order</Trans>
        </button>
      </div>
    </form>
  );
}
