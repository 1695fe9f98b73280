import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdminProductDetailQuery, useProductChoicesQuery } from '@web/__generated__/admin-graphql';
import { ConfirmDialog } from '@web/admin/shared/ui/confirm-dialog';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useProductChanges } from './api/use-product-changes';
import { ProductForm } from './product-form';
import { ProductImages } from './product-images';

/** One product: its form, its pictures, and archive or restore. */
export function ProductPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, error, loading } = useAdminProductDetailQuery({ variables: { id } });
  const { data: choices, error: choicesError } = useProductChoicesQuery();
  const changes = useProductChanges(id);
  const [alert, setAlert] = useState<string[]>([]);
  const product = data?.adminProduct;
  useAdminTitle(product?.name ?? t`Product`);
  if (error || choicesError) return <ErrorAlert keys={['ERROR_API_UNEXPECTED']} />;
  if (!product)
    return loading ? null : (
      <p role="status">
        <Trans>There is no such product.</Trans>
      </p>
    );
  const archiveOrRestore = async () => {
    const failures = await (product.archived ? changes.restore() : changes.archive());
    setAlert(failures.map((e) => `ERROR_API_${e.code}`));
  };
  return (
    <>
      <p>
        <Link to="/admin/products">
          <Trans>All products</Trans>
        </Link>
      </p>
      <h1>{product.name}</h1>
      <ErrorAlert keys={alert} />
      {product.archived ? (
        <p role="status">
          <Trans>This product is archived: the shop does not show it. Restore it to change it.</Trans>
        </p>
      ) : null}
      <div className={styles.grid}>
        {product.archived || !choices ? null : <ProductForm product={product} choices={choices} save={changes.save} />}
        <div className={styles.form}>
          <ProductImages images={product.images} upload={changes.upload} remove={changes.removeImage} />
          {product.archived ? (
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={archiveOrRestore}>
                <Trans>Restore product</Trans>
              </button>
            </div>
          ) : (
            <ConfirmDialog
              trigger={
                <button type="button" className={styles.dangerButton}>
                  <Trans>Archive product</Trans>
                </button>
              }
              title={<Trans>Archive this product?</Trans>}
              description={<Trans>The shop stops showing it; orders keep it. You can restore it later.</Trans>}
              confirm={<Trans>Archive</Trans>}
              onConfirm={archiveOrRestore}
            />
          )}
        </div>
      </div>
    </>
  );
}
