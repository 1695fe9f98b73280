import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useAdminProductsQuery } from '@web/__generated__/admin-graphql';
import { CursorPager, useCursorPages } from '@web/admin/shared/ui/cursor-pager';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import { productFilter, productFilterFrom, productFilterParams } from './product-filter-params';
import { ProductFilters } from './product-filters';
import { ProductTable } from './product-table';

/** Products newest first, 20 a page, with search and filters kept in the address. */
export function ProductsPage() {
  const { t } = useLingui();
  useAdminTitle(t`Products`);
  const [params, setParams] = useSearchParams();
  const values = productFilterFrom(params);
  const pages = useCursorPages();
  const { data, error, loading } = useAdminProductsQuery({
    variables: { filter: productFilter(values), after: pages.after },
  });
  const page = data?.adminProducts;
  return (
    <>
      <h1>
        <Trans>Products</Trans>
      </h1>
      <p>
        <Link to="/admin/products/import">
          <Trans>Import or export products as CSV</Trans>
        </Link>
      </p>
      <ProductFilters
        values={values}
        onApply={(next) => {
          pages.reset();
          setParams(productFilterParams(next));
        }}
      />
      {error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {page ? <ProductTable products={page.items} /> : null}
      {page && page.items.length === 0 ? (
        <p role="status">
          <Trans>No products match these filters.</Trans>
        </p>
      ) : null}
      <CursorPager
        label={t`Pages of products`}
        pages={pages}
        cursorInfo={page?.cursorInfo}
        loading={loading}
        newer={t`Newer products`}
        older={t`Older products`}
      />
    </>
  );
}
