import {
  type ProductInput,
  useArchiveProductMutation,
  useRemoveProductImageMutation,
  useRestoreProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
} from '@web/__generated__/admin-graphql';
import { mutationOutcome as outcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

/**
 * The changes of one product: save the form, archive, restore, add or remove a picture. Each answers the
 * product as it is afterwards, which Apollo writes over the cached one (by id); the answer is the
 * server's errors, none when the change went through.
 */
export function useProductChanges(id: string) {
  const [update] = useUpdateProductMutation();
  const [archive] = useArchiveProductMutation();
  const [restore] = useRestoreProductMutation();
  const [upload] = useUploadProductImageMutation({
    // The answer is the image list only: read the product again.
    refetchQueries: ['AdminProductDetail'],
    awaitRefetchQueries: true,
  });
  const [removeImage] = useRemoveProductImageMutation({
    refetchQueries: ['AdminProductDetail'],
    awaitRefetchQueries: true,
  });
  return {
    save: async (input: ProductInput) => {
      const { result, errors } = await runAdminMutation(() => update({ variables: { id, input } }));
      return outcome(result?.data?.updateProduct, errors);
    },
    archive: async () => {
      const { result, errors } = await runAdminMutation(() => archive({ variables: { id } }));
      return outcome(result?.data?.archiveProduct, errors);
    },
    restore: async () => {
      const { result, errors } = await runAdminMutation(() => restore({ variables: { id } }));
      return outcome(result?.data?.restoreProduct, errors);
    },
    upload: async (file: File) => {
      const { result, errors } = await runAdminMutation(() => upload({ variables: { productId: id, file } }));
      return outcome(result?.data?.uploadProductImage, errors);
    },
    removeImage: async (url: string) => {
      const { result, errors } = await runAdminMutation(() => removeImage({ variables: { productId: id, url } }));
      return outcome(result?.data?.removeProductImage, errors);
    },
  };
}
