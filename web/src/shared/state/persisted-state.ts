import { makeVar, type ReactiveVar } from '@apollo/client';

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
 * Writes every declared slice, and keeps what is stored for slices not declared yet on this page
 * (their feature's code loads later): a change made early must not wipe, say, the cart.
 */
function save(): void {
  const data: Record<string, unknown> = { ...stored };
  for (const [key, slice] of slices) data[key] = slice();
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
  const variable = makeVar<T>(restored === undefined ? initial : restored);
  slices.set(key, variable as ReactiveVar<unknown>);
  const watch = () =>
    variable.onNextChange(() => {
      save();
      watch();
    });
  watch();
  return variable;
}

/** Re-reads storage (another tab changed it) and updates every declared variable. */
export function reloadPersistedState(validators: Map<string, Validator<unknown>> = new Map()): void {
  stored = readStored();
  for (const [key, variable] of slices) {
    if (!(key in stored)) continue;
    const validate = validators.get(key);
    const value = validate ? validate(stored[key]) : stored[key];
    if (value !== undefined) variable(value);
  }
}
