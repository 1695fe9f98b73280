import { useLingui } from '@lingui/react/macro';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { gstinProblem, normaliseGstin } from '@rules/gst/gstin';
import { MAX_BUSINESS_NAME } from '@rules/gst/business-buyer';
import { Field } from '@web/shared/ui/field';
import type { CheckoutValues } from './checkout-input';
import { checkoutField } from './checkout-field';
import styles from './checkout-form.module.css';

/**
 * "GST invoice for a business": an optional GSTIN and registered business name, printed on the tax
 * invoice. The GSTIN's shape and check character are checked here with the gateway's own rule
 * (rules/gst/gstin.ts); that it belongs to the billing state is checked by the gateway.
 */
export function BusinessBuyerFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useLingui();
  const { register, control, formState } = form;
  const business = useWatch({ control, name: 'business' });
  return (
    <section className={styles.section} aria-labelledby="checkout-business">
      <h2 id="checkout-business">{t`GST invoice for a business`}</h2>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('business')} />
        {t`I am buying for a business registered for GST and want its GSTIN on the invoice`}
      </label>
      {business && (
        <>
          <Field
            {...checkoutField}
            label={t`GSTIN`}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            hint={t`15 characters, e.g. 29ABCDE1234F1Z5; the first two digits are your billing state's GST code.`}
            error={formState.errors.gstin}
            registration={register('gstin', {
              validate: (value) => {
                const gstin = normaliseGstin(value);
                if (!gstin) return 'ERROR_FORM_REQUIRED';
                return gstinProblem(gstin) ? 'ERROR_API_GSTIN_INVALID' : true;
              },
            })}
          />
          <Field
            {...checkoutField}
            label={t`Registered business name`}
            required
            autoComplete="organization"
            error={formState.errors.businessName}
            registration={register('businessName', {
              validate: (value) => {
                if (!value.trim()) return 'ERROR_FORM_REQUIRED';
                return value.trim().length > MAX_BUSINESS_NAME ? 'ERROR_FORM_TOO_LONG' : true;
              },
            })}
          />
        </>
      )}
    </section>
  );
}
