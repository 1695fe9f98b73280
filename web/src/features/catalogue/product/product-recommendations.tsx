import { useLingui } from '@lingui/react/macro';
import type { ProductCard_ProductFragment } from '@web/__generated__/graphql';
import { useProductRecommendationsQuery } from '@web/__generated__/graphql';
import { useKeptData } from '@web/shared/apollo/use-kept-data';
import { useCurrentVehicleId } from '@web/shared/state/garage';
import { ProductGrid } from '../list/product-grid';
import styles from './product-page.module.css';

/** Analogs (same part from other brands) and related products, each a row of cards. */
export function ProductRecommendations({
  productId,
  analogs,
}: {
  productId: string;
  analogs: readonly ProductCard_ProductFragment[];
}) {
  const { t } = useLingui();
  const { data } = useProductRecommendationsQuery({ variables: { productId, vehicleId: useCurrentVehicleId() } });
  // The related products stay while they are asked again (in another language): docs/decisions/045.
  const related = useKeptData(data, productId)?.relatedProducts ?? [];
  return (
    <>
      {analogs.length > 0 && (
        <section className={styles.section} aria-labelledby="analogs">
          <h2 id="analogs">{t`Analogs from other brands`}</h2>
          <ProductGrid items={analogs} view="grid" headingLevel={3} fourAcross />
        </section>
      )}
      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="related">
          <h2 id="related">{t`Related products`}</h2>
          <ProductGrid items={related} view="grid" headingLevel={3} fourAcross />
        </section>
      )}
    </>
  );
}
