import { useReactiveVar } from '@apollo/client/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useWishlistPageQuery } from '@web/__generated__/graphql';
import { useCurrentVehicleId } from '@web/shared/state/garage';
import { clearList, removeFromList, wishlistVar } from '@web/shared/state/product-lists';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { ProductCard } from '../card/product-card';
import { QuickViewProvider } from '../quick-view/quick-view-provider';
import { SavedEmpty } from './saved-empty';
import styles from './saved.module.css';

/** /wishlist: the products a shopper keeps in the browser, newest kept last. */
export function WishlistPage() {
  const { t } = useLingui();
  usePageTitle(t`Wishlist`);
  const ids = useReactiveVar(wishlistVar);
  const { data, previousData, error, refetch } = useWishlistPageQuery({
    variables: { ids, vehicleId: useCurrentVehicleId() },
    skip: ids.length === 0,
  });
  const items = ((data ?? previousData)?.productsByIds ?? []).filter((p) => ids.includes(p.id));
  return (
    <QuickViewProvider>
      <div className={styles.page}>
        <div className={styles.head}>
          <h1>{t`Wishlist`}</h1>
          {ids.length > 0 && (
            <p className={styles.count}>
              <Plural value={ids.length} one="# saved part" other="# saved parts" />
            </p>
          )}
          {ids.length > 0 && (
            <button type="button" className={styles.clear} onClick={() => clearList(wishlistVar)}>
              {t`Clear wishlist`}
            </button>
          )}
        </div>
        {ids.length === 0 ? (
          <SavedEmpty text={t`Your wishlist is empty. Tap the heart on any part to keep it here.`} />
        ) : error && !data ? (
          <p role="alert">
            {t`Your wishlist could not be loaded.`}{' '}
            <button type="button" className={styles.clear} onClick={() => void refetch()}>{t`Try again`}</button>
          </p>
        ) : !data && !previousData ? (
          <p aria-busy="true">{t`Loading your wishlist…`}</p>
        ) : (
          <ul className={styles.grid}>
            {items.map((product) => (
              <li key={product.id} className={styles.item}>
                <ProductCard product={product} headingLevel={2} />
                <button type="button" className={styles.remove} onClick={() => removeFromList(wishlistVar, product.id)}>
                  {t`Remove`}
                  <span className={styles.hidden}>: {product.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {ids.length > 0 && <Link to="/catalog">{t`Continue shopping`}</Link>}
      </div>
    </QuickViewProvider>
  );
}
