import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { VinNotice } from '../form/vin-lookup';
import styles from './picker.module.css';

/** Spec section 9: toasts close by themselves after 5000 ms. */
export const TOAST_MS = 5000;

/** TEXT_ALERT_VEHICLE_FOUND / TEXT_ALERT_UNABLE_TO_FIND_VEHICLE_BY_VIN, announced politely. */
export function GarageToast({ notice, onClose }: { notice: VinNotice | null; onClose: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {notice && (
        <div
          key={notice.key}
          className={`${styles.toast} ${notice.kind === 'found' ? styles.toastOk : styles.toastBad}`}
        >
          <p>{notice.text}</p>
          <button type="button" className={styles.toastClose} aria-label={t`Close message`} onClick={onClose}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
