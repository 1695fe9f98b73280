import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ProductForm_ProductFragment } from '@web/__generated__/graphql';
import { addToCart } from '@web/shared/state/cart';
import type { CartLineInstallation, InstallationChoice } from '@web/shared/state/cart-lines';
import { useHydrated } from '@web/shared/ssr/use-hydrated';
import { type Quantity, QuantityInput } from '@web/shared/ui/quantity-input';
import { OptionGroup } from './option-group';
import styles from './product-form.module.css';

/** Options as slugs ({ name: option slug, value: value slug }), as the cart keeps them. */
export interface CartLineRequest {
  productId: string;
  options: { name: string; value: string }[];
  quantity: number;
  /** The installation booked with the line (battery or tyres), when the shopper added one. */
  installation?: CartLineInstallation;
}

type Values = { options: Record<string, string>; quantity: Quantity };

type Props = {
  product: ProductForm_ProductFragment;
  /** Adds the line somewhere else than the shared cart (default: the shared cart's addToCart). */
  onAddToCart?: (line: CartLineRequest) => void | Promise<void>;
  /** Called after the line went into the shared cart (e.g. to close the quick view). */
  onAdded?: () => void;
  /** The product page's installation choice; an incomplete one (no slot yet) stops the add. */
  installation?: InstallationChoice;
  /** Shown between the options and the quantity: the installation choice, made before adding. */
  beforeBuy?: React.ReactNode;
  /** The form's id (the phone's buy bar submits it from outside). */
  id?: string;
  /** Values chosen before (option slug → value slug, e.g. the colour in the page's address). */
  chosen?: Record<string, string>;
  /** Told of every option choice (the product page shows the chosen colour's pictures). */
  onChoose?: (option: string, value: string) => void;
  children?: React.ReactNode;
};

/** Spec section 5: every option group is required; quantity is required and at least 1. */
export const ERROR_OPTIONS = msg({
  id: 'ERROR_ADD_TO_CART_OPTIONS',
  message: 'Please choose every option before adding to the cart.',
});
export const ERROR_QUANTITY = msg({
  id: 'ERROR_ADD_TO_CART_QUANTITY',
  message: 'Please enter a quantity of at least 1.',
});

/** Options (radio groups and colour swatches), quantity and the product's actions. */
export function ProductForm({
  product,
  onAddToCart,
  onAdded,
  installation,
  beforeBuy,
  id,
  chosen,
  onChoose,
  children,
}: Props) {
  const { t, i18n } = useLingui();
  const quantityId = useId();
  // Until this form is hydrated a choice or a click would be lost: every control is disabled and busy.
  const live = useHydrated();
  const [installationMissing, setInstallationMissing] = useState(false);
  const { control, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      options: Object.fromEntries(
        product.options.map((o) => [o.slug, o.values.some((v) => v.slug === chosen?.[o.slug]) ? chosen![o.slug]! : '']),
      ),
      quantity: 1,
    },
  });
  const errors = formState.errors;
  const optionsMissing = product.options.some((o) => errors.options?.[o.slug]);
  const submit = handleSubmit(async (values) => {
    setInstallationMissing(installation?.status === 'incomplete');
    if (installation?.status === 'incomplete') return;
    const options = product.options.map((o) => ({ name: o.slug, value: values.options[o.slug] ?? '' }));
    const line: CartLineRequest = {
      productId: product.id,
      options,
      quantity: values.quantity === '' ? 1 : values.quantity,
    };
    if (installation?.status === 'ready') line.installation = installation.installation;
    if (onAddToCart) await onAddToCart(line);
    else if (addToCart(line, { name: product.name, optionGroups: product.options.map((o) => o.slug) }) === null)
      onAdded?.();
  });
  return (
    <form id={id} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Options`}>
      <fieldset className={styles.controls} disabled={!live} aria-busy={!live || undefined}>
        {formState.submitCount > 0 && (optionsMissing || errors.quantity) && (
          <p role="alert" className={styles.alert}>
            {i18n._(optionsMissing ? ERROR_OPTIONS : ERROR_QUANTITY)}
          </p>
        )}
        {installationMissing && installation?.status === 'incomplete' && (
          <p role="alert" className={styles.alert}>
            {t`Please choose a city, a day and a time for the installation, or untick it.`}
          </p>
        )}
        {product.options.map((option) => (
          <Controller
            key={option.slug}
            control={control}
            name={`options.${option.slug}`}
            rules={{ required: true }}
            render={({ field, fieldState }) => (
              <OptionGroup
                option={option}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  onChoose?.(option.slug, value);
                }}
                invalid={fieldState.invalid}
              />
            )}
          />
        ))}
        {beforeBuy}
        <div className={styles.buy}>
          <div className={styles.quantity}>
            <label htmlFor={quantityId}>{t`Quantity`}</label>
            <Controller
              control={control}
              name="quantity"
              rules={{ validate: (v) => v !== '' && v >= 1 }}
              render={({ field, fieldState }) => (
                <QuantityInput
                  id={quantityId}
                  label={t`Quantity`}
                  value={field.value}
                  onChange={field.onChange}
                  min={1}
                  max={99}
                  invalid={fieldState.invalid}
                />
              )}
            />
          </div>
          <button
            type="submit"
            className={styles.add}
            disabled={product.stock === 'OUT_OF_STOCK' || formState.isSubmitting}
          >
            {product.stock === 'OUT_OF_STOCK' ? t`Out of stock` : t`Add to cart`}
          </button>
          {children}
        </div>
      </fieldset>
    </form>
  );
}
