import type { ReferenceFieldError } from '@rules/catalogue/brand-category-fields';
import type { ServerError } from '@web/admin/shared/ui/error-message';

/** The shared rules' errors as the API's, so one function puts both on the fields. */
export const ruleErrors = (errors: readonly ReferenceFieldError[]): ServerError[] =>
  errors.map((e) => ({ code: e.code, field: e.field }));
