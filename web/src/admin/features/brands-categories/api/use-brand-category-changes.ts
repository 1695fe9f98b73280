import {
  type BrandInput,
  type CategoryInput,
  useCreateBrandMutation,
  useCreateCategoryMutation,
  useDeleteBrandMutation,
  useDeleteCategoryMutation,
  useUpdateBrandMutation,
  useUpdateCategoryMutation,
} from '@web/__generated__/admin-graphql';
import { mutationOutcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

/** Saves a brand (new when `id` is null); the list is read again so a new one appears in its place. */
export function useSaveBrand() {
  const options = { refetchQueries: ['AdminBrands'], awaitRefetchQueries: true };
  const [create] = useCreateBrandMutation(options);
  const [update] = useUpdateBrandMutation(options);
  return async (id: string | null, input: BrandInput) => {
    if (id === null) {
      const { result, errors } = await runAdminMutation(() => create({ variables: { input } }));
      return mutationOutcome(result?.data?.createBrand, errors);
    }
    const { result, errors } = await runAdminMutation(() => update({ variables: { id, input } }));
    return mutationOutcome(result?.data?.updateBrand, errors);
  };
}

/** Saves a category (new when `id` is null); the tree is read again. */
export function useSaveCategory() {
  const options = { refetchQueries: ['AdminCategories'], awaitRefetchQueries: true };
  const [create] = useCreateCategoryMutation(options);
  const [update] = useUpdateCategoryMutation(options);
  return async (id: string | null, input: CategoryInput) => {
    if (id === null) {
      const { result, errors } = await runAdminMutation(() => create({ variables: { input } }));
      return mutationOutcome(result?.data?.createCategory, errors);
    }
    const { result, errors } = await runAdminMutation(() => update({ variables: { id, input } }));
    return mutationOutcome(result?.data?.updateCategory, errors);
  };
}

/** Deletes a brand no product is of (BRAND_IN_USE otherwise); the list is read again. */
export function useDeleteBrand() {
  const [remove] = useDeleteBrandMutation({ refetchQueries: ['AdminBrands'], awaitRefetchQueries: true });
  return async (id: string) => {
    const { result, errors } = await runAdminMutation(() => remove({ variables: { id } }));
    return mutationOutcome(result?.data?.deleteBrand, errors);
  };
}

/** Deletes an empty category without subcategories (CATEGORY_IN_USE, CATEGORY_HAS_SUBCATEGORIES otherwise). */
export function useDeleteCategory() {
  const [remove] = useDeleteCategoryMutation({ refetchQueries: ['AdminCategories'], awaitRefetchQueries: true });
  return async (id: string) => {
    const { result, errors } = await runAdminMutation(() => remove({ variables: { id } }));
    return mutationOutcome(result?.data?.deleteCategory, errors);
  };
}
