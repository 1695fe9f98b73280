import {
  defaultFieldResolver,
  getNullableType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isListType,
  isObjectType,
} from 'graphql';
import { checkIntRange } from '../argument-errors';
import { argumentCheck } from './argument-guard';
import { limitError } from './limit-error';
import { LIST_SIZES, type ListSize } from './list-sizes';

/** What the guard reads from the context: when the request's time is up, and a logger. */
interface GuardContext {
  deadline?: number;
  logger?: { warn(details: object, message: string): void };
}

/** A check run before a field's resolver; `refuse` is what the field answers instead (e.g. a payload with errors). */
export interface FieldLimit {
  allow(args: Record<string, unknown>, context: unknown): Promise<boolean>;
  refuse: () => unknown;
}

function cut(value: unknown, max: number, key: string, context: GuardContext, quiet: boolean): unknown {
  if (!Array.isArray(value) || value.length <= max) return value;
  if (!quiet) context.logger?.warn({ field: key, length: value.length, max }, 'list cut to its documented maximum');
  return value.slice(0, max);
}

function pageSize(entry: ListSize, args: Record<string, unknown>): number {
  const asked = args[entry.arg![0]!];
  if (asked == null) return entry.estimate;
  checkIntRange(asked as number, 1, entry.max, entry.arg![0]!);
  return asked as number;
}

/**
 * Wraps the resolvers of the whole schema once (docs/decisions/027), so that no resolver has to:
 * - arguments: strings without control characters, ids as database integers (argument-guard.ts);
 * - lists: at most their documented size (list-sizes.ts), paged here where the guard pages them;
 * - time: a resolver that starts after the request's deadline throws REQUEST_TIMEOUT;
 * - limits: a field in `limits` answers `refuse()` when its check says no (rate limits).
 */
export function guardFields(
  schema: GraphQLSchema,
  limits: Record<string, FieldLimit> = {},
  sizes: Record<string, ListSize> = LIST_SIZES,
): GraphQLSchema {
  const seen = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const check = argumentCheck(key, field.args, seen);
      const entry = isListType(getNullableType(field.type)) ? sizes[key] : undefined;
      const limit = limits[key];
      const own = field.resolve;
      if (!check && !entry && !limit && !own) continue;
      const resolve: GraphQLFieldResolver<unknown, GuardContext> = own ?? defaultFieldResolver;
      const guarded: GraphQLFieldResolver<unknown, GuardContext> = (source, given, context, info) => {
        if (own && context.deadline !== undefined && Date.now() > context.deadline)
          throw limitError('REQUEST_TIMEOUT', 'The request ran out of time.');
        const args = check ? check(given) : given;
        const max = entry?.pagedByGuard ? pageSize(entry, args) : entry?.max;
        const run = () => {
          const result = resolve(source, args, context, info);
          if (max === undefined) return result;
          const quiet = !!entry?.pagedByGuard;
          return result instanceof Promise
            ? result.then((v) => cut(v, max, key, context, quiet))
            : cut(result, max, key, context, quiet);
        };
        if (!limit) return run();
        return limit.allow(args, context).then((ok) => (ok ? run() : limit.refuse()));
      };
      field.resolve = guarded as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}
