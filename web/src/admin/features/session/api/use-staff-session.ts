import { useApolloClient } from '@apollo/client/react';
import {
  AdminMeDocument,
  type AdminMeQuery,
  useSetStaffPasswordMutation,
  useSignInStaffMutation,
  useSignOutStaffMutation,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { runAdminMutation } from '@web/admin/shared/ui/server-errors';

type Signed = NonNullable<AdminMeQuery['me']>;

/** Sign-in, set-password and sign-out: each writes the signed-in staff member into the cache. */
export function useStaffSession() {
  const client = useApolloClient();
  const [signInMutation] = useSignInStaffMutation();
  const [setPasswordMutation] = useSetStaffPasswordMutation();
  const [signOutMutation] = useSignOutStaffMutation();

  const signedIn = (staff: Signed | null | undefined, errors: readonly ServerError[]) => {
    if (staff && !errors.length) client.writeQuery({ query: AdminMeDocument, data: { me: staff } });
    return errors;
  };

  return {
    signIn: async (variables: { email: string; password: string; totpCode?: string | null }) => {
      const { result, errors } = await runAdminMutation(() => signInMutation({ variables }));
      const payload = result?.data?.signInStaff;
      return signedIn(payload?.staff, errors.length ? errors : (payload?.errors ?? UNEXPECTED_IF(payload)));
    },
    setPassword: async (variables: { token: string; password: string }) => {
      const { result, errors } = await runAdminMutation(() => setPasswordMutation({ variables }));
      const payload = result?.data?.setStaffPassword;
      return signedIn(payload?.staff, errors.length ? errors : (payload?.errors ?? UNEXPECTED_IF(payload)));
    },
    signOut: async () => {
      await runAdminMutation(() => signOutMutation());
      // Nothing a signed-in screen fetched stays in memory.
      await client.clearStore();
      client.writeQuery({ query: AdminMeDocument, data: { me: null } });
    },
  };
}

const UNEXPECTED_IF = (payload: unknown): readonly ServerError[] => (payload ? [] : [{ code: 'UNEXPECTED' }]);
