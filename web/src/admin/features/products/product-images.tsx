import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@web/admin/shared/ui/confirm-dialog';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import local from './product-images.module.css';

type Done = { errors: readonly ServerError[]; change: 'added' | 'removed' };

/**
 * The product's pictures, each removable after a confirmation, and a new one uploaded (the
 * gateway checks, resizes and stores it).
 */
export function ProductImages({
  images,
  upload,
  remove,
}: {
  images: readonly string[];
  upload: (file: File) => Promise<readonly ServerError[]>;
  remove: (url: string) => Promise<readonly ServerError[]>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`}>
        <Trans>Pictures</Trans>
      </h2>
      {images.length ? (
        <ul className={styles.thumbs}>
          {images.map((url, i) => (
            <li key={url} className={local.picture}>
              <img src={url} alt={t`Picture ${i + 1}`} loading="lazy" />
              <ConfirmDialog
                trigger={
                  <button type="button" className={styles.secondary} aria-label={t`Remove picture ${i + 1}`}>
                    <Trans>Remove</Trans>
                  </button>
                }
                title={<Trans>Remove picture {i + 1}?</Trans>}
                description={<Trans>The shop stops showing it. To show it again, upload it again.</Trans>}
                confirm={<Trans>Remove picture</Trans>}
                onConfirm={async () => setDone({ errors: await remove(url), change: 'removed' })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          <Trans>No pictures yet.</Trans>
        </p>
      )}
      <form
        className={styles.form}
        aria-label={t`Add a picture`}
        onSubmit={async (event) => {
          event.preventDefault();
          if (!file) return;
          setBusy(true);
          setDone({ errors: await upload(file), change: 'added' });
          setBusy(false);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-file`} className={styles.label}>{t`Picture (JPEG, PNG or WebP, at most 10 MB)`}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={styles.input}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        {done?.errors.length ? <ErrorAlert keys={done.errors.map((e) => `ERROR_API_${e.code}`)} /> : null}
        {done && !done.errors.length ? (
          <SuccessNote>
            {done.change === 'added' ? <Trans>Picture added.</Trans> : <Trans>Picture removed.</Trans>}
          </SuccessNote>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} disabled={!file || busy}>
            <Trans>Upload picture</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
