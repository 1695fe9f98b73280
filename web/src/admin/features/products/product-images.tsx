import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/** The product's pictures, and a new one uploaded (the gateway checks, resizes and stores it). */
export function ProductImages({
  images,
  upload,
}: {
  images: readonly string[];
  upload: (file: File) => Promise<readonly ServerError[]>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<readonly ServerError[] | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`}>
        <Trans>Pictures</Trans>
      </h2>
      {images.length ? (
        <ul className={styles.thumbs}>
          {images.map((url, i) => (
            <li key={url}>
              <img src={url} alt={t`Picture ${i + 1}`} loading="lazy" />
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
          setResult(await upload(file));
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
        {result?.length ? <ErrorAlert keys={result.map((e) => `ERROR_API_${e.code}`)} /> : null}
        {result && !result.length ? (
          <SuccessNote>
            <Trans>Picture added.</Trans>
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
