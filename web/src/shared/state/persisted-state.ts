import { makeVar, type ReactiveVar } from '@apollo/client';
import { serverState } from '../ssr/server-state';

/**
 * What a shopper keeps in the browser (spec section 4): one storage key, one version. State
 * written by another version is ignored on load, never half-read.
 */
export const STORAGE_KEY = 'gaadiparts:state';
export const STORAGE_VERSION = 1;

type Validator<T> = (value: unknown) => T | undefined;

const slices = new Map<string, ReactiveVar<unknown>>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function readStored(): Record<string, unknown> {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { version, data } = parsed as { version?: unknown; data?: unknown };
    return version === STORAGE_VERSION && typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

let stored = readStored();

/**
 * While React hydrates a server-rendered page, every slice holds what the server rendered with:
 * the server has no browser storage, so its default, or the value the server was told in a cookie
 * (`persisted`). The stored values wait in `later` and arrive with `finishHydration`, after the
 * first commit, as an ordinary update; hydrating with them would not match the server's HTML. A
 * slice with nothing stored keeps the server's value.
 */
let hydration: { persisted: Record<string, unknown>; later: Map<string, unknown> } | null = serverState()
  ? { persisted: serverState()!.persisted, later: new Map() }
  : null;
const validators = new Map<string, Validator<unknown>>();

/**
 * Writes every declared slice, and keeps what is stored for slices not declared yet on this page
 * (their feature's code loads later): a change made early must not wipe, say, the cart.
 */
function save(): void {
  const data: Record<string, unknown> = { ...stored };
  // A slice still showing the server's value keeps its own value in storage.
  for (const [key, slice] of slices) data[key] = hydration?.later.has(key) ? hydration.later.get(key) : slice();
  stored = data;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, data }));
  } catch {
    // quota exceeded or storage disabled: the state still lives for this page
  }
}

/**
 * An Apollo reactive variable restored from, and saved to, the versioned browser storage on
 * every change. `validate` returns undefined for a stored value it does not accept.
 */
export function persistedVar<T>(key: string, initial: T, validate: Validator<T>): ReactiveVar<T> {
  if (slices.has(key)) throw new Error(`persisted state "${key}" is declared twice`);
  const restored = key in stored ? validate(stored[key]) : undefined;
  const value = restored === undefined ? initial : restored;
  let first = value;
  if (hydration) {
    const rendered = key in hydration.persisted ? validate(hydration.persisted[key]) : undefined;
    first = rendered === undefined ? initial : rendered;
    // Nothing stored: the server's value (the shopper's cookie, or their browser's languages) is
    // this browser's own too, rather than the slice's default (storage cleared, or blocked).
    hydration.later.set(key, restored === undefined ? first : value);
  }
  const variable = makeVar<T>(first);
  slices.set(key, variable as ReactiveVar<unknown>);
  validators.set(key, validate as Validator<unknown>);
  const watch = () =>
    variable.onNextChange(() => {
      // Changed while hydrating: the new value wins over the stored one.
      hydration?.later.delete(key);
      save();
      watch();
    });
  watch();
  return variable;
}

/** Whether a slice's own value (stored, or its default) differs from what the server rendered with. */
export function differsFromServer(key: string): boolean {
  return hydration !== null && hydration.later.has(key) && !Object.is(hydration.later.get(key), slices.get(key)!());
}

/**
 * Ends hydration: every slice declared so far gets its own value (stored, or its default), and
 * slices declared from now on restore theirs at once. Safe to call more than once.
 */
export function finishHydration(): void {
  if (!hydration) return;
  const { later } = hydration;
  // One by one, each leaving `later` before it changes, so that every save in between is whole.
  for (const [key, value] of [...later]) {
    later.delete(key);
    const variable = slices.get(key)!;
    if (!Object.is(variable(), value)) variable(value);
  }
  hydration = null;
}

/** Re-reads storage (another tab changed it) and updates every declared variable. */
export function reloadPersistedState(): void {
  stored = readStored();
  for (const [key, variable] of slices) {
    if (!(key in stored)) continue;
    const value = validators.get(key)!(stored[key]);
    if (value !== undefined) variable(value);
  }
}
