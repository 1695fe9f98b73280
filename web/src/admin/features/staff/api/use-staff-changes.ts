import {
  StaffMembersDocument,
  type StaffRole,
  useChangeStaffRoleMutation,
  useDeactivateStaffMutation,
  useInviteStaffMutation,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { runAdminMutation } from '@web/admin/shared/ui/server-errors';

type Payload = { errors: readonly ServerError[] } | null | undefined;

const outcome = (payload: Payload, failed: readonly ServerError[]): readonly ServerError[] =>
  failed.length ? failed : (payload?.errors ?? [{ code: 'UNEXPECTED' }]);

/** Invites a staff member; the list is fetched again so the new row appears. */
export function useInviteStaff() {
  const [mutate] = useInviteStaffMutation({ refetchQueries: [StaffMembersDocument] });
  return async (input: { email: string; name: string; role: StaffRole; language: string }) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { input } }));
    return outcome(result?.data?.inviteStaff, errors);
  };
}

/** Changes a role; the answer updates the row in the cache (normalised by id). */
export function useChangeStaffRole() {
  const [mutate] = useChangeStaffRoleMutation();
  return async (id: string, role: StaffRole) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { id, role } }));
    return outcome(result?.data?.changeStaffRole, errors);
  };
}

/** Deactivates an account (its sessions end on the server). */
export function useDeactivateStaff() {
  const [mutate] = useDeactivateStaffMutation();
  return async (id: string) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { id } }));
    return outcome(result?.data?.deactivateStaff, errors);
  };
}
