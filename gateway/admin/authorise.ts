import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { AdminContext } from './admin-context';
import { forbidden, unauthenticated } from './admin-errors';
import { type Access, mayRun } from './operation-roles';

/**
 * Wraps every root field of the admin schema so that it runs only for the callers its row in
 * `roles` allows (operation-roles.ts); a field without a row runs for nobody. The check happens
 * on the server for every operation, whatever the client shows or hides.
 */
export function authoriseOperations(schema: GraphQLSchema, roles: Record<string, Access>): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const key = `${root.name}.${field.name}`;
      const access = roles[key];
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, AdminContext>;
      field.resolve = ((source, args, context: AdminContext, info) => {
        if (access === undefined) throw forbidden(key);
        if (access !== 'PUBLIC') {
          if (!context.staff) throw unauthenticated();
          if (!mayRun(access, context.staff.role)) throw forbidden(key);
        }
        return resolve(source, args, context, info);
      }) as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}
