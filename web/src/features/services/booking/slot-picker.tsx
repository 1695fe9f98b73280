import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { IST_ZONE, istDate, istNoon } from '../ist-dates';
import { useLocale } from '../use-locale';
import styles from './booking.module.css';

export interface Slot {
  start: string;
  end: string;
  capacity: number;
  remaining: number;
}

interface Props {
  /** The IST days to offer, first to last (YYYY-MM-DD). */
  days: string[];
  slots: readonly Slot[];
  value: string;
  onChange: (start: string) => void;
  loading?: boolean;
  /** Error text shown under the slots (announced with the group). */
  error?: string | undefined;
}

/**
 * Date and time of a booking: a button per day with its free places, then the day's slots as
 * radio buttons; full slots are disabled, the others show how many places are left.
 */
export function SlotPicker({ days, slots, value, onChange, loading, error }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const byDay = new Map(days.map((day) => [day, slots.filter((s) => istDate(s.start) === day)]));
  const firstOpen = days.find((day) => byDay.get(day)!.some((s) => s.remaining > 0)) ?? days[0]!;
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = chosenDay ?? (value ? istDate(value) : firstOpen);
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: IST_ZONE,
  });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: IST_ZONE,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: IST_ZONE });
  const daySlots = byDay.get(day) ?? [];
  return (
    <fieldset className={styles.slotPicker} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {t`Date and time`} <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.days} role="group" aria-label={t`Day`}>
        {days.map((d) => {
          const open = byDay.get(d) ?? [];
          const free = open.reduce((sum, s) => sum + s.remaining, 0);
          return (
            <button
              key={d}
              type="button"
              className={styles.day}
              aria-pressed={d === day}
              onClick={() => setChosenDay(d)}
            >
              <span>{dayLabel.format(istNoon(d))}</span>
              <span className={styles.dayFree}>
                {loading ? '…' : open.length === 0 ? t`Closed` : free > 0 ? t`${free} free` : t`Full`}
              </span>
            </button>
          );
        })}
      </div>
      <div role="radiogroup" aria-label={t`Times on ${longDay.format(istNoon(day))}`} className={styles.slots}>
        {loading && <p>{t`Loading free slots…`}</p>}
        {!loading && daySlots.length === 0 && <p>{t`The workshop is closed on this day.`}</p>}
        {daySlots.map((slot) => {
          const full = slot.remaining === 0;
          return (
            <label key={slot.start} className={styles.slot} data-full={full || undefined}>
              <input
                type="radio"
                name={`${id}-slot`}
                value={slot.start}
                checked={value === slot.start}
                disabled={full}
                onChange={() => onChange(slot.start)}
              />
              <span className={styles.slotTime}>{time.format(new Date(slot.start))}</span>
              <span className={styles.slotLeft}>{full ? t`Full` : t`${slot.remaining} of ${slot.capacity} left`}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
