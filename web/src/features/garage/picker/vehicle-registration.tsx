import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { stateName } from '@rules/india/states';
import { parseRegistrationMark } from '@rules/vehicles/registration-mark';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import type { RegistrationMark } from '../api/use-garage-registrations';
import styles from './picker.module.css';

type Props = {
  /** The vehicle's name, for the field's label. */
  vehicleName: string;
  mark: RegistrationMark | undefined;
  /** Saves the mark (null removes it); answers an error code or null. */
  onSave: (registration: string | null) => Promise<string | null>;
  busy: boolean;
};

const CLIENT_CODES = { MALFORMED: 'REGISTRATION_MALFORMED', UNKNOWN_STATE: 'REGISTRATION_UNKNOWN_STATE' } as const;

/** "MH 12 AB 1234 · Maharashtra, RTO 12" or "22 BH 1234 AA · Bharat series, 2022". */
function useRegistrationLabel() {
  const { t, i18n } = useLingui();
  return (mark: RegistrationMark) => {
    const { display } = mark;
    if (mark.series === 'BHARAT') {
      const year = String(mark.bharatYear ?? '');
      return t`${display} · Bharat series, ${year}`;
    }
    const state = stateName(mark.stateCode, i18n.locale) ?? mark.stateCode ?? '';
    const rto = mark.rto ?? '';
    return t`${display} · ${state}, RTO ${rto}`;
  };
}

/**
 * A garage vehicle's registration mark: its label with state and RTO, and a small form to add,
 * change or remove it. The mark only labels the vehicle the shopper chose (decision 030).
 */
export function VehicleRegistration({ vehicleName, mark, onSave, busy }: Props) {
  const { t, i18n } = useLingui();
  const label = useRegistrationLabel();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save(value: string | null) {
    const code = await onSave(value);
    if (code) return setError(code);
    setError(null);
    setEditing(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRegistrationMark(text);
    if (!parsed.ok && parsed.reason !== 'EMPTY') return setError(CLIENT_CODES[parsed.reason]);
    void save(parsed.ok ? parsed.mark.display : null);
  }

  if (!editing)
    return (
      <div className={styles.registration}>
        {mark && <span className={styles.vehicleDetail}>{label(mark)}</span>}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setText(mark?.display ?? '');
            setEditing(true);
          }}
        >
          {mark ? t`Change registration number` : t`Add registration number`}
        </button>
      </div>
    );
  return (
    <form className={styles.registration} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reg`}>{t`Registration number of ${vehicleName}`}</label>
      <input
        id={`${id}-reg`}
        value={text}
        maxLength={20}
        autoCapitalize="characters"
        placeholder="MH 12 AB 1234"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <span id={`${id}-err`} role="alert">
          {i18n._(serverErrorMessage(error))}
        </span>
      )}
      <span className={styles.registrationActions}>
        <button type="submit" disabled={busy}>{t`Save`}</button>
        {mark && (
          <button type="button" disabled={busy} onClick={() => void save(null)}>
            {t`Remove registration number`}
          </button>
        )}
        <button type="button" onClick={() => setEditing(false)}>{t`Cancel`}</button>
      </span>
    </form>
  );
}
