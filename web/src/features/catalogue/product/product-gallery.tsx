import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ProductGallery_ProductFragment } from '@web/__generated__/graphql';
import { GalleryLightbox } from './gallery-lightbox';
import styles from './product-gallery.module.css';

/** Main picture, thumbnails and a zoom lightbox (spec: product page gallery). */
export function ProductGallery({ product, zoom = true }: { product: ProductGallery_ProductFragment; zoom?: boolean }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const images = product.images;
  const current = images[index] ?? images[0];
  if (!current) return <div className={styles.main} />;
  const count = images.length;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
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
