import type { FieldLook } from '@web/shared/ui/field';
import { errorMessage } from './error-messages';
import styles from './account-ui.module.css';

/** The account pages' fields (shared/ui/field.tsx): account messages, the account forms' look. */
export const accountField: FieldLook = { messages: errorMessage, classes: styles };
