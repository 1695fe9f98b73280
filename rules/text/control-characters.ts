/**
 * Characters no one types into a form: Unicode control characters (C0, DEL, C1) except tab, line
 * feed and carriage return. The gateway refuses any argument containing one (ERROR_FORM_INVALID,
 * docs/decisions/027); a web form can apply the same rule to a field before sending it.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** A UTF-16 surrogate without its partner: no character at all, and no JSON or database text holds it. */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
