import { useReactiveVar } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { CheckoutPageQuery } from '@web/__generated__/graphql';
import { formErrorMessage, serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { cartVar } from '@web/shared/state/cart';
import { useCurrencyCode } from '@web/shared/state/preferences';
import { usePlaceOrder } from './api/use-place-order';
import { findIndianState } from '@rules/india/states';
import { Field } from '@web/shared/ui/field';
import { AddressFields } from './address-fields';
import { BusinessBuyerFields } from './business-buyer-fields';
import { type CheckoutValues, EMAIL_PATTERN, EMPTY_ADDRESS, formPathOf, toCheckoutInput } from './checkout-input';
import { PaymentChoice } from './payment-choice';
import { SavedAddressChoice } from './saved-address-choice';
import { checkoutField } from './checkout-field';
import styles from './checkout-form.module.css';

/** Codes of an item's installation: the cart is where the shopper changes or removes it. */
const ITEM_INSTALLATION_CODES = new Set([
  'INSTALLATION_NOT_FOR_PRODUCT',
  'SLOT_FULL',
  'SLOT_BLOCKED',
  'SLOT_IN_PAST',
  'OUTSIDE_OPENING_HOURS',
  'SERVICE_NOT_IN_CITY',
]);

type Props = {
  data: CheckoutPageQuery;
  onPlaced: (order: { token: string | null; number: number; id: string }) => void;
  /** A refused checkout's codes per item index (shown next to the line in the summary). */
  onItemErrors?: (errors: string[][]) => void;
  /** The delivery state (ISO code) as the shopper fills it in: the summary then splits the GST. */
  onDeliveryState?: (state: string | null) => void;
};

/** Contact, shipping and billing addresses, payment, terms, and "Place order" (issue 7). */
export function CheckoutForm({ data, onPlaced, onItemErrors, onDeliveryState }: Props) {
  const { t, i18n } = useLingui();
  const lines = useReactiveVar(cartVar);
  const currency = useCurrencyCode();
  const { viewer, addresses, countries, paymentMethods } = data;
  // The shop delivers within India only: saved addresses abroad may only be billing addresses.
  const deliverable = addresses.filter((a) => a.country === 'IN');
  const preferred = deliverable.find((a) => a.default) ?? deliverable[0];
  const form = useForm<CheckoutValues>({
    shouldUnregister: true,
    defaultValues: {
      email: '',
      shippingAddressId: preferred?.id ?? '',
      shipping: EMPTY_ADDRESS,
      billingSame: true,
      billingAddressId: '',
      billing: EMPTY_ADDRESS,
      payment: paymentMethods[0]?.code ?? '',
      terms: false,
      business: false,
      gstin: '',
      businessName: '',
    },
  });
  const { register, handleSubmit, setError, setValue, getFieldState, control, formState } = form;
  // Saved addresses that arrive after the form was built (or change) preselect the preferred one,
  // unless the shopper has already chosen.
  const preferredId = preferred?.id ?? '';
  useEffect(() => {
    if (!getFieldState('shippingAddressId').isDirty) setValue('shippingAddressId', preferredId);
  }, [preferredId, getFieldState, setValue]);
  const [shippingId, billingSame, billingId, typedState] = useWatch({
    control,
    name: ['shippingAddressId', 'billingSame', 'billingAddressId', 'shipping.state'],
  });
  // The place of supply decides CGST + SGST or IGST in the summary: the saved or typed delivery state.
  const deliveryState =
    findIndianState(shippingId ? addresses.find((a) => a.id === shippingId)?.state : typedState)?.code ?? null;
  useEffect(() => onDeliveryState?.(deliveryState), [deliveryState, onDeliveryState]);
  const [alerts, setAlerts] = useState<string[]>([]);
  const { placeOrder, busy } = usePlaceOrder();

  const submit = handleSubmit(async (values) => {
    setAlerts([]);
    const result = await placeOrder((idempotencyKey) =>
      toCheckoutInput(values, {
        lines,
        viewerEmail: viewer?.email ?? null,
        language: i18n.locale,
        currency,
        idempotencyKey,
      }),
    );
    if (!result) return;
    if (result.order) return onPlaced(result.order);
    const rest: string[] = [];
    const items: string[][] = [];
    let focus = true;
    for (const error of result.errors) {
      const [, head, index] = error.field ?? [];
      if (head === 'items' && index !== undefined) (items[Number(index)] ??= []).push(error.code);
      const path = formPathOf(error.field);
      if (path) {
        setError(path, { type: 'server', message: `ERROR_API_${error.code}` }, { shouldFocus: focus });
        focus = false;
      } else rest.push(error.code);
    }
    setAlerts([...new Set(rest)]);
    onItemErrors?.(items);
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Checkout`} aria-busy={busy}>
      {alerts.length > 0 && (
        <div role="alert" className={styles.alert}>
          {alerts.map((code) => (
            <p key={code}>{i18n._(serverErrorMessage(code))}</p>
          ))}
          {alerts.some(
            (c) =>
              c.includes('STOCK') ||
              c.includes('OPTION') ||
              c === 'PRODUCT_NOT_FOUND' ||
              ITEM_INSTALLATION_CODES.has(c),
          ) && <Link to="/cart">{t`Review your cart`}</Link>}
        </div>
      )}
      <section className={styles.section} aria-labelledby="checkout-contact">
        <h2 id="checkout-contact">{t`Contact`}</h2>
        {viewer ? (
          <p>{t`Signed in as ${viewer.email}. We send the order confirmation there.`}</p>
        ) : (
          <>
            <Field
              {...checkoutField}
              label={t`E-mail address`}
              required
              type="email"
              autoComplete="email"
              error={formState.errors.email}
              registration={register('email', {
                required: 'ERROR_FORM_REQUIRED',
                pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
              })}
            />
            <p className={styles.hint}>
              <Trans>
                Have an account? <Link to="/account/login?next=/cart/checkout">Sign in</Link> to use your saved
                addresses.
              </Trans>
            </p>
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="checkout-shipping">
        <h2 id="checkout-shipping">{t`Shipping address`}</h2>
        {deliverable.length > 0 && (
          <SavedAddressChoice
            addresses={deliverable}
            legend={t`Shipping address`}
            registration={register('shippingAddressId')}
          />
        )}
        {!shippingId && <AddressFields form={form} group="shipping" countries={countries} />}
      </section>
      <section className={styles.section} aria-labelledby="checkout-billing">
        <h2 id="checkout-billing">{t`Billing address`}</h2>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('billingSame')} />
          {t`Same as the shipping address`}
        </label>
        {!billingSame && addresses.length > 0 && (
          <SavedAddressChoice
            addresses={addresses}
            legend={t`Billing address`}
            registration={register('billingAddressId')}
          />
        )}
        {!billingSame && !billingId && <AddressFields form={form} group="billing" countries={countries} />}
      </section>
      <BusinessBuyerFields form={form} />
      <PaymentChoice
        methods={paymentMethods}
        total={data.cart.total?.amount ?? null}
        registration={register('payment', { required: 'ERROR_FORM_REQUIRED' })}
        error={formState.errors.payment}
      />
      <div className={styles.terms}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            aria-invalid={formState.errors.terms ? true : undefined}
            aria-describedby={formState.errors.terms ? 'checkout-terms-error' : undefined}
            {...register('terms', { required: 'ERROR_FORM_ACCEPT_TERMS' })}
          />
          <span>
            <Trans>
              I have read and agree to the{' '}
              <Link to="/terms" target="_blank">
                terms and conditions
              </Link>
              .
            </Trans>
          </span>
        </label>
        {formState.errors.terms?.message && (
          <p id="checkout-terms-error" className={styles.error}>
            {i18n._(formErrorMessage(formState.errors.terms.message))}
          </p>
        )}
      </div>
      <button type="submit" className={styles.place} disabled={busy} aria-disabled={busy}>
        {busy ? t`Placing your order…` : t`Place order`}
      </button>
    </form>
  );
}
