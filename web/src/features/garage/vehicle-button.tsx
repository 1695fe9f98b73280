import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useCurrentVehicle } from '@web/shared/state/garage';
import { useGarage } from './api/use-garage';
import { useGarageSync } from './api/use-garage-sync';
import { GaragePanel } from './picker/garage-panel';
import { useVehiclePickerOpen } from './picker-open';
import { VehicleIcon } from './vehicle-button-placeholder';
import styles from './garage.module.css';
import trigger from './vehicle-button.module.css';

function PickerTitle({ children }: { children: ReactNode }) {
  return <Dialog.Title className={styles.title}>{children}</Dialog.Title>;
}

/**
 * "My vehicle" button of the search box's vehicle panel (desktop and mobile search field): shows
 * the current vehicle and opens the vehicle picker. It also keeps the garage in sync.
 */
export function VehicleButton() {
  const { t } = useLingui();
  // Kept above the header, which swaps this button for its twin at the phone width.
  const [open, setOpen] = useVehiclePickerOpen();
  useGarage();
  useGarageSync();
  const current = useCurrentVehicle();
  const short = current ? `${current.year} ${current.model}` : t`My vehicle`;
  const label = current?.label;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`${trigger.trigger} ${current ? trigger.triggerSet : ''}`}
        aria-label={label ? t`My vehicle: ${label}` : t`My vehicle: choose a vehicle`}
      >
        <VehicleIcon />
        <span className={trigger.triggerText}>{short}</span>
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
