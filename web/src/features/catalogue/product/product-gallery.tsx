import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ProductGallery_ProductFragment } from '@web/__generated__/graphql';
import { GalleryLightbox } from './gallery-lightbox';
import styles from './product-gallery.module.css';

/** Horizontal travel (px) of a touch that counts as a swipe, and more than its vertical travel. */
const SWIPE = 40;

type Props = {
  product: ProductGallery_ProductFragment;
  zoom?: boolean;
  /** Pictures to show instead of the product's (the chosen colour's, docs/decisions/038). */
  images?: readonly { url: string }[];
};

/**
 * Main picture, thumbnails, previous/next buttons and a zoom lightbox (spec: product page
 * gallery). On a touch screen the main picture also swipes to the next or previous one.
 */
export function ProductGallery({ product, zoom = true, images = product.images }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const current = images[index] ?? images[0];
  if (!current) return <div className={styles.main} />;
  const count = images.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  const onTouchStart = (event: React.TouchEvent) => {
    const point = event.touches[0];
    touch.current = event.touches.length === 1 && point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point || count < 2) return;
    const dx = point.clientX - start.x;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) <= Math.abs(point.clientY - start.y)) return;
    step(dx < 0 ? 1 : -1);
  };
  return (
    <div className={styles.gallery}>
      <div
        className={styles.main}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touch.current = null)}
      >
        {zoom ? (
          <button
            type="button"
            ref={opener}
            className={styles.zoom}
            onClick={() => setOpen(true)}
            aria-label={t`Zoom picture ${index + 1} of ${count}`}
          >
            <img src={current.url} alt={product.name} width={600} height={600} />
          </button>
        ) : (
          <img src={current.url} alt={product.name} width={600} height={600} />
        )}
        {count > 1 && (
          <>
            <button type="button" className={styles.previous} onClick={() => step(-1)} aria-label={t`Previous picture`}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.next} onClick={() => step(1)} aria-label={t`Next picture`}>
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles.position} aria-live="polite">
              {t`Picture ${index + 1} of ${count}`}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t`Pictures`}>
          {images.slice(0, 8).map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t`Show picture ${i + 1} of ${count}`}
                onClick={() => setIndex(i)}
              >
                <img src={image.url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoom && (
        <GalleryLightbox
          open={open}
          onOpenChange={setOpen}
          images={images}
          index={index}
          onIndex={setIndex}
          name={product.name}
          returnFocusTo={opener}
        />
      )}
    </div>
  );
}
