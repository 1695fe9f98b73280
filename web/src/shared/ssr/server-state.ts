import type { HydrationState } from 'react-router-dom';
import type { ServerAnswers } from '../apollo/answer-cache';
import type { LanguageInfo } from '../i18n/locales';

/**
 * What a server-rendered page hands the browser so that React can hydrate the HTML instead of
 * rendering it again: the answers the server rendered with (as the API gave them, by query and
 * variables: docs/decisions/058), the router's loader data, the language and currency it rendered in, and the gateway's languages. It travels in a
 * JSON block (`<script type="application/json">`, allowed by the page's CSP, unlike an inline
 * script) with `<` escaped, so no answer can close the block.
 */
export interface ServerState {
  apollo: ServerAnswers;
  router: HydrationState;
  /** Persisted slices the server knew (from cookies); every other slice was rendered with its default. */
  persisted: { language: string; currency: string };
  language: LanguageInfo;
  languages: LanguageInfo[];
}

export const SERVER_STATE_ID = 'server-state';

/** The cookies that tell the server the shopper's language and currency (written by the browser). */
export const LANGUAGE_COOKIE = 'gp_lang';
export const CURRENCY_COOKIE = 'gp_currency';

/** The JSON block for the page, safe to put into HTML. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

let read: ServerState | null | undefined;

/** The state the server rendered this page with; null on a page the browser renders itself. */
export function serverState(): ServerState | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return read;
  try {
    read = JSON.parse(block.textContent) as ServerState;
  } catch {
    read = null; // a damaged page renders in the browser as before
  }
  return read;
}
