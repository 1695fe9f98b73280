import type { Resolvers } from '../../__generated__/admin-types';
import { actorOf } from '../admin-context';

/** Staff sign-in, the signed-in member, and staff management (OWNER; operation-roles.ts). */
export const staffResolvers: Resolvers = {
  Staff: {
    hasPassword: (staff) => staff.has_password,
    totpEnabled: (staff) => staff.totp_enabled,
    createdAt: (staff) => staff.created_at,
  },
  Query: {
    me: (_root, _args, { staff }) => staff,
    staffMembers: (_root, _args, { admin }) => admin.staff.list(),
  },
  Mutation: {
    signInStaff: (_root, { email, password, totpCode }, { admin, auth }) =>
      admin.auth.signIn({ email, password, totpCode: totpCode ?? null }, auth),
    signOutStaff: async (_root, _args, { admin, auth }) => {
      await admin.auth.signOut(auth);
      return true;
    },
    setStaffPassword: (_root, { token, password }, { admin, auth }) => admin.auth.setPassword(token, password, auth),
    inviteStaff: (_root, { input }, context) => context.admin.staff.invite(actorOf(context), input),
    changeStaffRole: (_root, { id, role }, context) => context.admin.staff.changeRole(actorOf(context), id, role),
    deactivateStaff: (_root, { id }, context) => context.admin.staff.deactivate(actorOf(context), id),
    startTotpEnrolment: async (_root, _args, context) => ({
      enrolment: await context.admin.staff.startTotp(actorOf(context)),
      errors: [],
    }),
    confirmTotpEnrolment: (_root, { code }, context) => context.admin.staff.confirmTotp(actorOf(context), code),
  },
};
