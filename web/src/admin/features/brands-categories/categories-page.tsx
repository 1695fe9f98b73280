import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CategoryInput,
  type CategoryRow_CategoryFragment,
  useAdminCategoriesQuery,
} from '@web/__generated__/admin-graphql';
import { ListEditPage, type ListFormProps } from '@web/admin/shared/ui/list-edit-page';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useDeleteCategory, useSaveCategory } from './api/use-brand-category-changes';
import { CategoryForm } from './category-form';

const nameInTree = (c: CategoryRow_CategoryFragment) => (
  <>
    <div>{c.parent ? `— ${c.name}` : c.name}</div>
    <div className={styles.muted}>{c.slug}</div>
  </>
);

function CategoryListForm({ row, rows, save, onDone }: ListFormProps<CategoryRow_CategoryFragment, CategoryInput>) {
  return <CategoryForm category={row} categories={rows} save={save} onDone={onDone} />;
}

/** The shop's category tree (parents first); add a category or edit one, with its translations, or delete an empty one. */
export function CategoriesPage() {
  const { t } = useLingui();
  const { data, error } = useAdminCategoriesQuery();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const categories = data?.adminCategories ?? [];
  return (
    <ListEditPage
      title={t`Categories`}
      caption={t`Categories, each under its parent`}
      addLabel={<Trans>Add a category</Trans>}
      savedNote={<Trans>Category saved. The shop shows it now.</Trans>}
      failed={Boolean(error)}
      rows={categories}
      columns={[
        { header: t`Category`, cell: nameInTree },
        { header: t`Products`, cell: (c) => c.productCount },
        { header: t`Translated`, cell: (c) => c.translations.map((tr) => tr.language).join(' ') },
      ]}
      save={save}
      Form={CategoryListForm}
      remove={remove}
      deleteWarning={
        <Trans>
          The category and its translations leave the shop for good. A category with subcategories or products, archived
          ones too, is kept.
        </Trans>
      }
      deletedNote={(name) => t`${name} deleted. The shop no longer shows it.`}
    />
  );
}
