import type { Resolvers } from '../../__generated__/admin-types';

/** What the product form chooses from (schema/admin/catalogue-choices.graphql; roles in operation-roles.ts). */
export const productChoicesResolvers: Resolvers = {
  AdminProduct: {
    fitVehicles: (p, _args, { admin }) => admin.productChoices.named(p.vehicles),
  },
  Query: {
    adminPartTypes: (_root, _args, { admin }) => admin.productChoices.partTypes(),
    adminColors: (_root, _args, { admin }) => admin.productChoices.colors(),
    adminVehicleMakes: (_root, _args, { admin }) => admin.productChoices.makes(),
    adminVehicleModels: (_root, { make }, { admin }) => admin.productChoices.models(make),
    adminVehicles: (_root, { make, model }, { admin }) => admin.productChoices.vehicles(make, model),
  },
};
