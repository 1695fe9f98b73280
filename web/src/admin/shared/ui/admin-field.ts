import type { FieldLook } from '@web/shared/ui/field';
import { adminErrorMessage } from './error-message';
import styles from './admin-ui.module.css';

/** The back office's fields (shared/ui/field.tsx): staff messages, the back office's look. */
export const adminField: FieldLook = { messages: adminErrorMessage, classes: styles };
