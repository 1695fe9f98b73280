/**
 * Characters no one types into a form: Unicode control characters (C0, DEL, C1) except tab, line
 * feed and carriage return. The gateway refuses any argument containing one (ERROR_FORM_INVALID,
 * docs/decisions/027); a web form can apply the same rule to a field before sending it.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}
