import {
  type BrandInput,
  type CategoryInput,
  useCreateBrandMutation,
  useCreateCategoryMutation,
  useUpdateBrandMutation,
  useUpdateCategoryMutation,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { runAdminMutation } from '@web/admin/shared/ui/server-errors';

type Payload = { errors: readonly ServerError[] } | null | undefined;

const outcome = (payload: Payload, failed: readonly ServerError[]): readonly ServerError[] =>
  failed.length ? failed : (payload?.errors ?? [{ code: 'UNEXPECTED' }]);

/** Saves a brand (new when `id` is null); the list is read again so a new one appears in its place. */
export function useSaveBrand() {
  const options = { refetchQueries: ['AdminBrands'], awaitRefetchQueries: true };
  const [create] = useCreateBrandMutation(options);
  const [update] = useUpdateBrandMutation(options);
  return async (id: string | null, input: BrandInput) => {
    if (id === null) {
      const { result, errors } = await runAdminMutation(() => create({ variables: { input } }));
      return outcome(result?.data?.createBrand, errors);
    }
    const { result, errors } = await runAdminMutation(() => update({ variables: { id, input } }));
    return outcome(result?.data?.updateBrand, errors);
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
      return outcome(result?.data?.createCategory, errors);
    }
    const { result, errors } = await runAdminMutation(() => update({ variables: { id, input } }));
    return outcome(result?.data?.updateCategory, errors);
  };
}
