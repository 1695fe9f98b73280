import { useSyncExternalStore } from 'react';

/** A clock that ticks every second, for the countdown. */
function subscribe(tick: () => void): () => void {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000);
/** Server-rendered pages (and the first, hydrating render) show the deadline only. */
const noClock = () => null;

/** Milliseconds left until `until`, updated every second; null on the server or without a deadline. */
export function useTimeLeft(until: string | null | undefined): number | null {
  const second = useSyncExternalStore(subscribe, currentSecond, noClock);
  if (!until || second === null) return null;
  return Math.max(0, Date.parse(until) - second * 1000);
}

/** "29:05", or "1:02:09" past an hour (Latin digits, as the shop prints amounts). */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
