import {
  StaffMembersDocument,
  type StaffRole,
  useChangeStaffRoleMutation,
  useDeactivateStaffMutation,
  useInviteStaffMutation,
} from '@web/__generated__/admin-graphql';
import { mutationOutcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

/** Invites a staff member; the list is fetched again so the new row appears. */
export function useInviteStaff() {
  const [mutate] = useInviteStaffMutation({ refetchQueries: [StaffMembersDocument] });
  return async (input: { email: string; name: string; role: StaffRole; language: string }) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { input } }));
    return mutationOutcome(result?.data?.inviteStaff, errors);
  };
}

/** Changes a role; the answer updates the row in the cache (normalised by id). */
export function useChangeStaffRole() {
  const [mutate] = useChangeStaffRoleMutation();
  return async (id: string, role: StaffRole) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { id, role } }));
    return mutationOutcome(result?.data?.changeStaffRole, errors);
  };
}

/** Deactivates an account (its sessions end on the server). */
export function useDeactivateStaff() {
  const [mutate] = useDeactivateStaffMutation();
  return async (id: string) => {
    const { result, errors } = await runAdminMutation(() => mutate({ variables: { id } }));
    return mutationOutcome(result?.data?.deactivateStaff, errors);
  };
}
