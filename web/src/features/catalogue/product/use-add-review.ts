import { msg } from '@lingui/core/macro';
import { ProductReviewsDocument, useAddProductReviewMutation } from '@web/__generated__/graphql';

export type ReviewInput = { author: string; rating: number; content: string };
export type ReviewField = keyof ReviewInput | 'form';

/** Messages of the codes addProductReview answers (ids are the spec's keys, shared with other forms). */
export const REVIEW_ERRORS = {
  ERROR_FORM_REQUIRED: msg({ id: 'ERROR_FORM_REQUIRED', message: 'This field is required.' }),
  ERROR_FORM_TOO_LONG: msg({ id: 'ERROR_FORM_TOO_LONG', message: 'This text is too long.' }),
  ERROR_FORM_INVALID: msg`Please write plain text without HTML tags.`,
  ERROR_FORM_OUT_OF_RANGE: msg`Choose from 1 to 5 stars.`,
  PAGE_NOT_FOUND: msg`This product is no longer available.`,
  ERROR_RATE_LIMITED: msg({
    id: 'ERROR_API_ERROR_RATE_LIMITED',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  }),
  UNEXPECTED: msg`Your review could not be sent. Please try again.`,
};
export type ReviewErrorCode = keyof typeof REVIEW_ERRORS;

/** Adds a review; the product's rating and count update in the cache, the first page is refetched. */
export function useAddReview(productId: string) {
  const [mutate, { loading }] = useAddProductReviewMutation({
    refetchQueries: [{ query: ProductReviewsDocument, variables: { productId, page: 1 } }],
    awaitRefetchQueries: true,
  });
  const add = async (input: ReviewInput): Promise<{ field: ReviewField; code: ReviewErrorCode }[]> => {
    try {
      const { data } = await mutate({ variables: { productId, ...input } });
      const errors = data?.addProductReview.errors ?? [];
      return errors.map((e) => {
        const field = (e.field?.[e.field.length - 1] ?? 'form') as ReviewField;
        const code = (e.code in REVIEW_ERRORS ? e.code : 'UNEXPECTED') as ReviewErrorCode;
        return { field: ['author', 'rating', 'content'].includes(field) ? field : 'form', code };
      });
    } catch {
      return [{ field: 'form', code: 'UNEXPECTED' }];
    }
  };
  return { add, loading };
}
