import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { QuickViewQuery } from '@web/__generated__/graphql';
import { ProductBuyBar } from '../product/product-buy-bar';
import { ProductForm } from '../product/product-form';
import { ProductGallery } from '../product/product-gallery';
import { ProductSummary } from '../product/product-summary';
import { StockNoticeForm } from '../stock-notice/stock-notice-form';
import { SaveButtons } from '../ui/save-buttons';
import styles from './quick-view.module.css';

type Props = {
  product: NonNullable<QuickViewQuery['product']>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseFocus: () => void;
};

/** Spec section 2: gallery, name, rating, codes, brand and country, excerpt, prices, stock, options, quantity, lists, details link. */
export function QuickViewDialog({ product, open, onOpenChange, onCloseFocus }: Props) {
  const { t } = useLingui();
  const formId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
        >
          <Dialog.Close className={styles.close} aria-label={t`Close quick view`}>
            ×
          </Dialog.Close>
          <div className={styles.layout}>
            <ProductGallery product={product} zoom={false} />
            <div className={styles.info}>
              <ProductSummary
                product={product}
                heading={<Dialog.Title className={styles.title}>{product.name}</Dialog.Title>}
              />
              <ProductForm key={product.id} id={formId} product={product} onAdded={() => onOpenChange(false)}>
                <SaveButtons productId={product.id} productName={product.name} withText />
              </ProductForm>
              {product.stock === 'OUT_OF_STOCK' && <StockNoticeForm productId={product.id} />}
              <Link to={`/products/${product.slug}`} className={styles.details} onClick={() => onOpenChange(false)}>
                {t`See full details`}
              </Link>
            </div>
          </div>
          {/* Phones: the price and Add to cart stay in the first screen, whatever the pictures and options take. */}
          <ProductBuyBar
            formId={formId}
            price={product.price}
            compareAt={product.compareAtPrice}
            outOfStock={product.stock === 'OUT_OF_STOCK'}
            docked
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
