import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useState } from 'react';
import { useFormat } from '@web/shared/format/use-format';
import styles from './product-gallery.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly { url: string }[];
  index: number;
  onIndex: (index: number) => void;
  name: string;
  /** The picture that opened the lightbox: it has the focus again once the lightbox closes (Escape, ×). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** Full-screen pictures with previous/next and a 2× zoom that follows the pointer. */
export function GalleryLightbox({ open, onOpenChange, images, index, onIndex, name, returnFocusTo }: Props) {
  const { t } = useLingui();
  const { position } = useFormat();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const count = images.length;
  const go = (step: number) => {
    setZoomed(false);
    onIndex((index + step + count) % count);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (setZoomed(false), onOpenChange(o))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.lightbox}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            if (e.key === 'ArrowLeft') go(-1);
          }}
        >
          <Dialog.Title className={styles.lightboxTitle}>
            {name} <span>({position(index + 1, count)})</span>
          </Dialog.Title>
          <button
            type="button"
            className={`${styles.zoomArea} ${zoomed ? styles.zoomed : ''}`}
            aria-pressed={zoomed}
            aria-label={zoomed ? t`Zoom out` : t`Zoom in`}
            onClick={() => setZoomed(!zoomed)}
            onPointerMove={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              setOrigin(
                `${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`,
              );
            }}
          >
            <img src={images[index]?.url} alt={name} width={900} height={900} style={{ transformOrigin: origin }} />
          </button>
          {count > 1 && (
            <div className={styles.lightboxNav}>
              <button type="button" onClick={() => go(-1)} aria-label={t`Previous picture`}>
                ‹
              </button>
              <button type="button" onClick={() => go(1)} aria-label={t`Next picture`}>
                ›
              </button>
            </div>
          )}
          <Dialog.Close className={styles.lightboxClose} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
