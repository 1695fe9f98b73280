import { type PaymentReferenceInput, useSubmitPaymentReferenceMutation } from '@web/__generated__/graphql';

/** Gives the order's UPI reference (UTR); answers the error codes (none when it was taken). */
export function useSubmitPaymentReference() {
  const [mutate, { loading }] = useSubmitPaymentReferenceMutation();
  async function submit(input: PaymentReferenceInput): Promise<string[]> {
    try {
      const { data } = await mutate({ variables: { input } });
      return data ? data.submitPaymentReference.errors.map((e) => e.code) : ['UNEXPECTED'];
    } catch {
      return ['UNEXPECTED'];
    }
  }
  return { submit, busy: loading };
}
