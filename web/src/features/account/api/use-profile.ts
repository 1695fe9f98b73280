import {
  useChangePasswordMutation,
  useEditProfileMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} from '@web/__generated__/graphql';
import type { ServerError } from '../ui/server-errors';
import { runMutation } from './run-mutation';

/** Profile edit: Apollo updates the cached viewer from the returned user (same id). */
export function useEditProfile() {
  const [mutate, { loading }] = useEditProfileMutation();
  const editProfile = async (variables: {
    email: string;
    phone: string | null;
    firstName: string | null;
    lastName: string | null;
  }) => {
    const { result, errors } = await runMutation(() => mutate({ variables }));
    return (result?.data?.editProfile.errors ?? errors) as ServerError[];
  };
  return { editProfile, loading };
}

/** Password change: the gateway replaces this browser's session cookie, other sessions end. */
export function useChangePassword() {
  const [mutate, { loading }] = useChangePasswordMutation();
  const changePassword = async (variables: { currentPassword: string; newPassword: string }) => {
    const { result, errors } = await runMutation(() => mutate({ variables }));
    return (result?.data?.changePassword.errors ?? errors) as ServerError[];
  };
  return { changePassword, loading };
}

export function useRequestPasswordReset() {
  const [mutate, { loading }] = useRequestPasswordResetMutation();
  const requestReset = async (email: string) => {
    const { result, errors } = await runMutation(() => mutate({ variables: { email } }));
    return (result?.data?.requestPasswordReset.errors ?? errors) as ServerError[];
  };
  return { requestReset, loading };
}

export function useResetPassword() {
  const [mutate, { loading }] = useResetPasswordMutation();
  const resetPassword = async (token: string, password: string) => {
    const { result, errors } = await runMutation(() => mutate({ variables: { token, password } }));
    return (result?.data?.resetPassword.errors ?? errors) as ServerError[];
  };
  return { resetPassword, loading };
}
