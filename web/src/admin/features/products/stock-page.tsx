import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useProductStockQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import { useCorrectStock } from './api/use-correct-stock';
import { StockForm } from './stock-form';

/** One product's stock, for OPERATIONS as well as the catalogue's staff (e.g. from Today's low stock). */
export function StockPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, error, loading } = useProductStockQuery({ variables: { id } });
  const save = useCorrectStock(id);
  const product = data?.adminProduct;
  useAdminTitle(product ? t`Stock of ${product.name}` : t`Stock`);
  if (error) return <ErrorAlert keys={['ERROR_API_UNEXPECTED']} />;
  if (!product || product.archived)
    return loading ? null : (
      <p role="status">
        <Trans>There is no such product.</Trans>
      </p>
    );
  return (
    <>
      <p>
        <Link to="/admin">
          <Trans>Back to Today</Trans>
        </Link>
      </p>
      <h1>{t`Stock of ${product.name}`}</h1>
      <p>{t`SKU ${product.sku}`}</p>
      <StockForm product={product} save={save} />
    </>
  );
}
