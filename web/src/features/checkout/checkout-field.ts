import { formErrorMessage } from '@web/shared/i18n/shop-messages';
import type { FieldLook } from '@web/shared/ui/field';
import styles from './checkout-form.module.css';

/** The checkout's fields (shared/ui/field.tsx): the shop's form messages, the checkout's look. */
export const checkoutField: FieldLook = { messages: formErrorMessage, classes: styles };

/** A checkout field across both columns of the address grid. */
export const wideCheckoutField: FieldLook = {
  ...checkoutField,
  classes: { ...styles, field: `${styles.field} ${styles.wide}` },
};
