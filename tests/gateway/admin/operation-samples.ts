import {
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

const SCALARS: Record<string, string> = {
  String: '"x"',
  ID: '"00000000-0000-4000-8000-000000000000"',
  Int: '1',
  Float: '1',
  Boolean: 'true',
  Date: '"2026-12-01"',
  DateTime: '"2026-12-01T10:00:00.000Z"',
  Decimal: '"1"',
};

/** A literal of `type` that passes GraphQL validation (required fields filled, optional left out). */
function literal(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${literal(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isScalarType(inner)) return SCALARS[inner.name] ?? '"x"';
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  return '"x"';
}

/** A valid operation text that runs only `field` of the root (required arguments filled in). */
export function sampleOperation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

/** Every root field of a schema as `Query.x` / `Mutation.y` with a sample operation. */
export function rootOperations(schema: GraphQLSchema): { key: string; text: string }[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    root
      ? Object.values(root.getFields()).map((f) => ({ key: `${root.name}.${f.name}`, text: sampleOperation(kind, f) }))
      : [],
  );
}
