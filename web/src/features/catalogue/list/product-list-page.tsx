import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useProductListPageQuery } from '@web/__generated__/graphql';
import { useDeferredData } from '@web/shared/apollo/use-deferred-data';
import { useCurrentVehicleId } from '@web/shared/state/garage';
import { useMediaQuery } from '@web/shared/ui/use-media-query';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { QuickViewProvider } from '../quick-view/quick-view-provider';
import { ActiveFilters } from './active-filters';
import { CategoryIntro } from './category-intro';
import { DidYouMean } from './did-you-mean';
import { FilterSidebar } from './filter-sidebar';
import { FiltersDrawer } from './filters-drawer';
import { ListPagination } from './list-pagination';
import { productListVariables } from './list-query';
import { isUnknownCategory, ListProblem } from './list-problem';
import { ListToolbar } from './list-toolbar';
import { NoSearchResults } from './no-search-results';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useListState } from './use-list-state';
import { VehicleFitToggle } from './vehicle-fit-toggle';
import styles from './product-list-page.module.css';

type Props = {
  /** shop: /catalog; department: /catalog/:slug; category: /catalog/:slug/products; products: /catalog/products. */
  kind: 'shop' | 'department' | 'category' | 'products';
  notFound: React.ReactNode;
};

/**
 * Shop, category and product-list pages, and search results (`?search=`, ranked by relevance
 * unless sorted otherwise): search, filters, sort, paging and view all live in the URL.
 */
export function ProductListPage({ kind, notFound }: Props) {
  const { t, i18n } = useLingui();
  const { slug } = useParams();
  const list = useListState(slug);
  const { search, filters, sort, page, after, before, view } = list.state;
  const [drawer, setDrawer] = useState(false);
  // The sidebar's breakpoint (product-list-page.module.css).
  const wide = useMediaQuery('(min-width: 62rem)');
  const answer = useProductListPageQuery({ variables: productListVariables(list.state, slug, useCurrentVehicleId()) });
  const { previousData, error, refetch } = answer;
  const { data, loading } = useDeferredData(answer);
  const shown = data ?? previousData;
  const category = shown?.category;
  const titles = { shop: t`Shop`, products: t`Products`, department: category?.name, category: category?.name };
  const missing = Boolean(slug) && ((data && !data.category) || (!loading && isUnknownCategory(error)));
  const title = search ? t`Results for “${search}”` : (titles[kind] ?? (loading ? t`Loading…` : ''));
  usePageTitle(missing ? t`Page Not Found` : title);

  const top = useRef<HTMLDivElement>(null);
  const position = `${page}|${after}|${before}`;
  const shownPosition = useRef(position);
  useEffect(() => {
    if (shownPosition.current === position) return;
    shownPosition.current = position;
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
  }, [position]);

  if (missing) return notFound;
  const problem = error && (
    <ListProblem error={error} onRetry={() => void refetch()} page={page ?? 1} link={list.pageLink} compact={!!shown} />
  );
  if (error && !shown) return problem;

  const products = shown?.products;
  const activeCount = products?.filters.filter((f) => f.active && !(f.slug === 'category' && slug)).length ?? 0;
  const sidebar = products && (
    <FilterSidebar filters={products.filters} onChange={list.setFilter} categoryHref={list.categoryHref} />
  );
  const range = products?.page;
  const spelling = products?.didYouMean;
  const didYouMean = spelling ? { spelling, href: list.searchHref(spelling) } : null;
  // The first and last product shown, as the shopper's language writes numbers.
  const from = range ? i18n.number(range.from) : '';
  const to = range ? i18n.number(range.to) : '';
  const summary = !products
    ? t`Loading products…`
    : range && range.total > 0
      ? t`${plural(range.total, { one: `Showing ${from}–${to} of # product`, other: `Showing ${from}–${to} of # products` })}`
      : t`${plural(products.total, { one: '# product', other: '# products' })}`;

  return (
    <QuickViewProvider>
      <div className={styles.page} ref={top}>
        <CategoryIntro title={title} category={category} showChildren={kind === 'department' || kind === 'shop'} />
        <div className={styles.layout}>
          {/* Narrower screens show the filters in the drawer only: the hidden sidebar is not rendered at all. */}
          {wide && (
            <aside className={styles.aside} aria-label={t`Filters`}>
              {sidebar ?? <div className={styles.sidebarSkeleton} />}
            </aside>
          )}
          <div className={styles.results} aria-busy={loading}>
            <ListToolbar
              sort={sort}
              searching={search !== null}
              view={view}
              summary={summary}
              onSort={list.setSort}
              onView={list.setView}
              filtersButton={
                <div className={styles.mobileOnly}>
                  <FiltersDrawer
                    open={drawer}
                    onOpenChange={setDrawer}
                    activeCount={activeCount}
                    total={products?.total ?? 0}
                  >
                    {sidebar}
                  </FiltersDrawer>
                </div>
              }
            />
            <VehicleFitToggle filters={filters} onChange={list.setFilter} fit={products?.fit ?? null} />
            {products && (
              <ActiveFilters
                filters={products.filters}
                onChange={list.setFilter}
                onReset={list.resetFilters}
                fixedCategory={Boolean(slug)}
              />
            )}
            {problem}
            {didYouMean && products && products.items.length > 0 && <DidYouMean {...didYouMean} />}
            {!products ? (
              <ProductGridSkeleton view={view} />
            ) : products.items.length === 0 && search && activeCount === 0 ? (
              <NoSearchResults search={search} didYouMean={didYouMean} categories={shown?.categories ?? []} />
            ) : products.items.length === 0 ? (
              <div className={styles.empty}>
                <h2>{t`No products match these filters`}</h2>
                <p>{t`Try removing a filter or widening the price range.`}</p>
                {activeCount > 0 && (
                  <button type="button" className={styles.primary} onClick={list.resetFilters}>
                    {t`Reset all filters`}
                  </button>
                )}
              </div>
            ) : (
              <div className={loading ? styles.stale : undefined}>
                <ProductGrid items={products.items} view={view} />
                <ListPagination list={products} link={list.pageLink} />
              </div>
            )}
          </div>
        </div>
      </div>
    </QuickViewProvider>
  );
}
