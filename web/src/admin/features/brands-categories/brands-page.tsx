import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type BrandRow_BrandFragment, useAdminBrandsQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useSaveBrand } from './api/use-brand-category-changes';
import { BrandForm } from './brand-form';

/** Every brand with its products; add one or edit one in the form beside the list. */
export function BrandsPage() {
  const { t } = useLingui();
  useAdminTitle(t`Brands`);
  const { data, error } = useAdminBrandsQuery();
  const save = useSaveBrand();
  const [editing, setEditing] = useState<BrandRow_BrandFragment | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const open = (next: BrandRow_BrandFragment | 'new') => {
    setSaved(false);
    setEditing(next);
  };
  return (
    <>
      <h1>
        <Trans>Brands</Trans>
      </h1>
      {error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {saved ? (
        <SuccessNote>
          <Trans>Brand saved. The shop shows it now.</Trans>
        </SuccessNote>
      ) : null}
      {editing ? (
        <BrandForm
          key={editing === 'new' ? 'new' : editing.id}
          brand={editing === 'new' ? null : editing}
          save={async (id, input) => {
            const failures = await save(id, input);
            setSaved(failures.length === 0);
            return failures;
          }}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => open('new')}>
            <Trans>Add a brand</Trans>
          </button>
        </div>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Brands by name`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Brand`}</th>
              <th scope="col">{t`Country`}</th>
              <th scope="col">{t`Products`}</th>
              <th scope="col">{t`Change`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.adminBrands.map((brand) => (
              <tr key={brand.id}>
                <td>
                  <div>{brand.name}</div>
                  <div className={styles.muted}>{brand.slug}</div>
                </td>
                <td>{brand.country}</td>
                <td>{brand.productCount}</td>
                <td>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t`Edit ${brand.name}`}
                    onClick={() => open(brand)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
