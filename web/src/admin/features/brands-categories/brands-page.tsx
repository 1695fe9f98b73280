import { Trans, useLingui } from '@lingui/react/macro';
import { type BrandInput, type BrandRow_BrandFragment, useAdminBrandsQuery } from '@web/__generated__/admin-graphql';
import { ListEditPage, type ListFormProps } from '@web/admin/shared/ui/list-edit-page';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useDeleteBrand, useSaveBrand } from './api/use-brand-category-changes';
import { BrandForm } from './brand-form';

const nameAndSlug = (brand: BrandRow_BrandFragment) => (
  <>
    <div>{brand.name}</div>
    <div className={styles.muted}>{brand.slug}</div>
  </>
);

function BrandListForm({ row, save, onDone }: ListFormProps<BrandRow_BrandFragment, BrandInput>) {
  return <BrandForm brand={row} save={save} onDone={onDone} />;
}

/** Every brand with its products; add one or edit one in the form beside the list, or delete an unused one. */
export function BrandsPage() {
  const { t } = useLingui();
  const { data, error } = useAdminBrandsQuery();
  const save = useSaveBrand();
  const remove = useDeleteBrand();
  return (
    <ListEditPage
      title={t`Brands`}
      caption={t`Brands by name`}
      addLabel={<Trans>Add a brand</Trans>}
      savedNote={<Trans>Brand saved. The shop shows it now.</Trans>}
      failed={Boolean(error)}
      rows={data?.adminBrands ?? []}
      columns={[
        { header: t`Brand`, cell: nameAndSlug },
        { header: t`Country`, cell: (brand) => brand.country },
        { header: t`Products`, cell: (brand) => brand.productCount },
      ]}
      save={save}
      Form={BrandListForm}
      remove={remove}
      deleteWarning={
        <Trans>The brand leaves the shop for good. A brand with products, archived ones too, is kept.</Trans>
      }
      deletedNote={(name) => t`${name} deleted. The shop no longer shows it.`}
    />
  );
}
