import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import styles from './confirm-dialog.module.css';
import ui from './admin-ui.module.css';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirm: ReactNode;
  /** Runs the change; the dialog closes once it resolves. */
  onConfirm: () => Promise<void>;
}

/** A change that cannot be undone asks first (Radix Dialog: focus kept inside, Esc closes). */
export function ConfirmDialog({ trigger, title, description, confirm, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.dangerButton}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                } finally {
                  setBusy(false);
                  setOpen(false);
                }
              }}
            >
              {confirm}
            </button>
            <Dialog.Close asChild>
              <button type="button" className={ui.secondary}>
                <Trans>Keep as it is</Trans>
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
