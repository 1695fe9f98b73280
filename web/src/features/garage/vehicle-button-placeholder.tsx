import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './vehicle-button.module.css';

/** The car drawn on the "My vehicle" button and its placeholder. */
export function VehicleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11m-14 0h14a1 1 0 0 1 1 1v4H4v-4a1 1 0 0 1 1-1Zm1 5v2m12-2v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="7.5" cy="13.5" r="1" fill="currentColor" />
      <circle cx="16.5" cy="13.5" r="1" fill="currentColor" />
    </svg>
  );
}

/**
 * The "My vehicle" button as the server's HTML shows it until its code has loaded
 * (docs/decisions/037, 041): its look and box, as a plain link to the garage (where a vehicle is
 * chosen), so a tap is never lost and nothing moves when the button arrives.
 */
export function VehicleButtonPlaceholder() {
  const { t } = useLingui();
  return (
    <Link to="/account/garage" className={styles.trigger} aria-label={t`My vehicle: choose a vehicle`}>
      <VehicleIcon />
      <span className={styles.triggerText}>{t`My vehicle`}</span>
    </Link>
  );
}
