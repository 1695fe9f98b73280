import type { Resolvers } from '../__generated__/resolvers-types';

/** Thin resolvers: each calls one accounts or address-book operation and shapes its payload. */
export const accountsResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, { viewer }) => viewer,
    addresses: (_parent, _args, { viewer, services }) => (viewer ? services.addresses.list(viewer.id) : []),
    address: (_parent, { id }, { viewer, services }) => (viewer ? services.addresses.byId(viewer.id, id) : null),
    defaultAddress: (_parent, _args, { viewer, services }) =>
      viewer ? services.addresses.defaultAddress(viewer.id) : null,
  },
  Mutation: {
    async signUp(_parent, { input }, ctx) {
      const result = await ctx.services.accounts.signUp(input, ctx.auth);
      if (result.user) ctx.viewer = result.user;
      return { user: result.user, sessionToken: result.token, errors: result.errors };
    },
    async signIn(_parent, { email, password, remember }, ctx) {
      const result = await ctx.services.accounts.signIn({ email, password, remember: remember ?? false }, ctx.auth);
      if (result.user) ctx.viewer = result.user;
      return { user: result.user, sessionToken: result.token, errors: result.errors };
    },
    async signOut(_parent, _args, ctx) {
      await ctx.services.accounts.signOut(ctx.auth);
      ctx.viewer = null;
      return { errors: [] };
    },
    async editProfile(_parent, args, ctx) {
      const { value, errors } = await ctx.services.accounts.editProfile(ctx.viewer, args);
      if (value) ctx.viewer = value;
      return { user: value, errors };
    },
    async changePassword(_parent, { currentPassword, newPassword }, ctx) {
      const result = await ctx.services.accounts.changePassword(ctx.viewer, currentPassword, newPassword, ctx.auth);
      return { user: result.user, sessionToken: result.token, errors: result.errors };
    },
    requestPasswordReset: async (_parent, { email }, ctx) => ({
      errors: await ctx.services.accounts.requestPasswordReset(email, ctx.auth),
    }),
    resetPassword: async (_parent, { token, password }, { services }) => ({
      errors: await services.accounts.resetPassword(token, password),
    }),
    requestGuestOrderClaim: async (_parent, _args, { viewer, services, auth }) => ({
      errors: await services.guestOrderClaims.request(viewer, auth),
    }),
    claimGuestOrders: (_parent, { token }, { viewer, services }) => services.guestOrderClaims.claim(viewer, token),
    async addAddress(_parent, { input }, { viewer, services }) {
      const { value, errors } = await services.addresses.add(viewer?.id ?? null, input);
      return { address: value, errors };
    },
    async editAddress(_parent, { id, input }, { viewer, services }) {
      const { value, errors } = await services.addresses.edit(viewer?.id ?? null, id, input);
      return { address: value, errors };
    },
    async deleteAddress(_parent, { id }, { viewer, services }) {
      const { value, errors } = await services.addresses.remove(viewer?.id ?? null, id);
      return { deletedId: value, errors };
    },
  },
  User: {
    firstName: (user) => user.first_name,
    lastName: (user) => user.last_name,
    createdAt: (user) => user.created_at,
    guestOrdersToClaim: (user, _args, { services }) => services.guestOrderClaims.waiting(user),
  },
  Address: {
    firstName: (a) => a.first_name,
    lastName: (a) => a.last_name,
    default: (a) => a.is_default,
  },
};
