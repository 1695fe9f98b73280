import type { FieldLook } from '@web/shared/ui/field';
import { bookingFieldMessage } from '../service-messages';
import styles from './booking.module.css';

/** The booking form's fields (shared/ui/field.tsx): form and booking messages, the booking form's look. */
export const bookingField: FieldLook = { messages: bookingFieldMessage, classes: styles };
