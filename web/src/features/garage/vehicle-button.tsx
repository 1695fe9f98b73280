import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useCurrentVehicle } from '@web/shared/state/garage';
import { useGarage } from './api/use-garage';
import { useGarageSync } from './api/use-garage-sync';
import { GaragePanel } from './picker/garage-panel';
import styles from './garage.module.css';

function PickerTitle({ children }: { children: ReactNode }) {
  return <Dialog.Title className={styles.title}>{children}</Dialog.Title>;
}

/**
 * "My vehicle" button of the search box's vehicle panel (desktop and mobile search field): shows
 * the current vehicle and opens the vehicle picker. It also keeps the garage in sync.
 */
export function VehicleButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  useGarage();
  useGarageSync();
  const current = useCurrentVehicle();
  const short = current ? `${current.year} ${current.model}` : t`My vehicle`;
  const label = current?.label;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`${styles.trigger} ${current ? styles.triggerSet : ''}`}
        aria-label={label ? t`My vehicle: ${label}` : t`My vehicle: choose a vehicle`}
      >
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
        <span className={styles.triggerText}>{short}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          {open && (
            <GaragePanel
              Heading={PickerTitle}
              onSelected={() => setOpen(false)}
              cancel={
                <Dialog.Close type="button" className={styles.secondary}>
                  {t`Cancel`}
                </Dialog.Close>
              }
            />
          )}
          <Dialog.Close className={styles.close} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
