import { useApolloClient } from '@apollo/client/react';
import { useSignInMutation, useSignOutMutation, useSignUpMutation, type SignUpInput } from '@web/__generated__/graphql';
import type { ServerError } from '../ui/server-errors';
import { runMutation } from './run-mutation';

/**
 * Sign-in, sign-up and sign-out. The session changes who every query is for, so on success the
 * whole Apollo cache is reset and the active queries (viewer, garage, cart…) are fetched again.
 */
export function useSession() {
  const client = useApolloClient();
  const [signInMutation, signInState] = useSignInMutation();
  const [signUpMutation, signUpState] = useSignUpMutation();
  const [signOutMutation, signOutState] = useSignOutMutation();

  async function afterChange(errors: readonly ServerError[]): Promise<ServerError[]> {
    if (errors.length === 0) await client.resetStore().catch(() => undefined);
    return [...errors];
  }

  return {
    async signIn(variables: { email: string; password: string; remember: boolean }): Promise<ServerError[]> {
      const { result, errors } = await runMutation(() => signInMutation({ variables }));
      return afterChange(result?.data?.signIn.errors ?? errors);
    },
    async signUp(input: SignUpInput): Promise<ServerError[]> {
      const { result, errors } = await runMutation(() => signUpMutation({ variables: { input } }));
      return afterChange(result?.data?.signUp.errors ?? errors);
    },
    async signOut(): Promise<ServerError[]> {
      const { result, errors } = await runMutation(() => signOutMutation());
      return afterChange(result?.data?.signOut.errors ?? errors);
    },
    busy: signInState.loading || signUpState.loading || signOutState.loading,
  };
}
