import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProductPageQuery } from '@web/__generated__/graphql';
import { useDeferredData } from '@web/shared/apollo/use-deferred-data';
import { useKeptData } from '@web/shared/apollo/use-kept-data';
import type { InstallationChoice } from '@web/shared/state/cart-lines';
import { useCurrentVehicleId } from '@web/shared/state/garage';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { QuickViewProvider } from '../quick-view/quick-view-provider';
import { StockNoticeForm } from '../stock-notice/stock-notice-form';
import { SaveButtons } from '../ui/save-buttons';
import { ProductBuyBar } from './product-buy-bar';
import { type CartLineRequest, ProductForm } from './product-form';
import { ProductGallery } from './product-gallery';
import { ProductRecommendations } from './product-recommendations';
import { ProductReviews } from './product-reviews';
import { ProductFitment } from './product-fitment';
import { ProductSpecs } from './product-specs';
import { ProductSummary } from './product-summary';
import { productPageVariables } from './product-query';
import { useChosenColour } from './use-chosen-colour';
import { useProductMeta } from './use-product-meta';
import styles from './product-page.module.css';

/** The installation choice composed in by the route (the services feature's), told of every change. */
export type InstallationSlot = (bind: {
  slug: string;
  onChange: (choice: InstallationChoice) => void;
}) => React.ReactNode;

type Props = {
  notFound: React.ReactNode;
  onAddToCart?: (line: CartLineRequest) => void | Promise<void>;
  /** "Add installation" under the buy form (batteries, tyres); its choice goes into the cart line. */
  installation?: InstallationSlot;
};

const NO_INSTALLATION: InstallationChoice = { status: 'none' };

/** /products/:slug — everything about one part (spec section 2, product page). */
export function ProductPage({ notFound, onAddToCart, installation }: Props) {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const buyFormId = useId();
  const [choice, setChoice] = useState<{ slug: string; choice: InstallationChoice }>({ slug, choice: NO_INSTALLATION });
  const installationChoice = choice.slug === slug ? choice.choice : NO_INSTALLATION;
  const answer = useProductPageQuery({ variables: productPageVariables(slug, useCurrentVehicleId()) });
  const { error, refetch } = answer;
  const { data, loading } = useDeferredData({ data: useKeptData(answer.data, slug), loading: answer.loading });
  const product = data?.product;
  const colour = useChosenColour(product?.options ?? []);
  usePageTitle(product?.name ?? (loading ? t`Loading…` : error ? null : t`Page Not Found`));
  useProductMeta(product ? { title: product.name, description: product.excerpt, image: product.images[0]?.url } : null);
  if (loading && !product) return <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading product`} />;
  if (error && !data) {
    return (
      <div className={styles.problem} role="alert">
        <h1>{t`We could not load this product`}</h1>
        <button type="button" onClick={() => void refetch()}>{t`Try again`}</button>
      </div>
    );
  }
  if (!product) return notFound;
  const category = product.categories[0];
  return (
    <QuickViewProvider>
      <article className={styles.page}>
        <nav aria-label={t`Breadcrumb`}>
          <ol className={styles.breadcrumbs}>
            <li>
              <Link to="/">{t`Home`}</Link>
            </li>
            <li>
              <Link to="/catalog">{t`Shop`}</Link>
            </li>
            {category && (
              <li>
                <Link to={`/catalog/${category.slug}/products`}>{category.name}</Link>
              </li>
            )}
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <div className={styles.top}>
          <ProductGallery
            key={colour.value?.slug ?? ''}
            product={product}
            images={colour.value?.images.length ? colour.value.images : undefined}
          />
          <div className={styles.buy}>
            <ProductSummary
              product={product}
              heading={<h1 className={styles.title}>{product.name}</h1>}
              reviewsHref="#reviews"
            />
            <ProductForm
              key={product.id}
              id={buyFormId}
              product={product}
              onAddToCart={onAddToCart}
              installation={installationChoice}
              chosen={colour.chosen}
              onChoose={colour.choose}
              beforeBuy={installation?.({
                slug: product.slug,
                onChange: (next) => setChoice({ slug: product.slug, choice: next }),
              })}
            >
              <SaveButtons productId={product.id} productName={product.name} withText />
            </ProductForm>
            {product.stock === 'OUT_OF_STOCK' && <StockNoticeForm productId={product.id} chosen={colour.chosen} />}
          </div>
        </div>
        <section className={styles.section} aria-labelledby="description">
          <h2 id="description">{t`Description`}</h2>
          {/* Sanitised by the gateway: paragraphs, lists, emphasis, headings and safe links only. */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
        <section className={styles.section} aria-labelledby="specification">
          <h2 id="specification">{t`Specification`}</h2>
          <ProductSpecs product={product} />
        </section>
        <section className={styles.section} aria-labelledby="fitment">
          <h2 id="fitment">{t`Vehicle fitment`}</h2>
          <ProductFitment product={product} />
        </section>
        <section className={styles.section} aria-labelledby="reviews" id="reviews-section">
          <h2 id="reviews" tabIndex={-1}>{t`Reviews`}</h2>
          <ProductReviews productId={product.id} />
        </section>
        <ProductRecommendations productId={product.id} analogs={data.productAnalogs} />
        <ProductBuyBar
          formId={buyFormId}
          price={product.price}
          compareAt={product.compareAtPrice}
          outOfStock={product.stock === 'OUT_OF_STOCK'}
        />
      </article>
    </QuickViewProvider>
  );
}
