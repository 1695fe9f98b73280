import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type CategoryRow_CategoryFragment, useAdminCategoriesQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useSaveCategory } from './api/use-brand-category-changes';
import { CategoryForm } from './category-form';

/** The shop's category tree (parents first); add a category or edit one, with its translations. */
export function CategoriesPage() {
  const { t } = useLingui();
  useAdminTitle(t`Categories`);
  const { data, error } = useAdminCategoriesQuery();
  const save = useSaveCategory();
  const [editing, setEditing] = useState<CategoryRow_CategoryFragment | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const categories = data?.adminCategories ?? [];
  const open = (next: CategoryRow_CategoryFragment | 'new') => {
    setSaved(false);
    setEditing(next);
  };
  return (
    <>
      <h1>
        <Trans>Categories</Trans>
      </h1>
      {error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {saved ? (
        <SuccessNote>
          <Trans>Category saved. The shop shows it now.</Trans>
        </SuccessNote>
      ) : null}
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          categories={categories}
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
            <Trans>Add a category</Trans>
          </button>
        </div>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Categories, each under its parent`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Category`}</th>
              <th scope="col">{t`Products`}</th>
              <th scope="col">{t`Translated`}</th>
              <th scope="col">{t`Change`}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.id}>
                <td>
                  <div>{c.parent ? `— ${c.name}` : c.name}</div>
                  <div className={styles.muted}>{c.slug}</div>
                </td>
                <td>{c.productCount}</td>
                <td>{c.translations.map((tr) => tr.language).join(' ')}</td>
                <td>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t`Edit ${c.name}`}
                    onClick={() => open(c)}
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
