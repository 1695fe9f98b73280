import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { LIST_SIZES, type ListSize } from './list-sizes';

/** Size counted for a list field missing from LIST_SIZES (a test keeps that table complete). */
const UNKNOWN_LIST_SIZE = 50;

type Variables = Record<string, unknown> | null | undefined;

/** A value at `path` inside an argument: a number, or the length of a list. */
function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

function literal(node: ValueNode, path: readonly string[], variables: Variables): unknown {
  if (node.kind === Kind.VARIABLE) {
    let value: unknown = variables?.[node.name.value];
    for (const key of path)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  }
  if (path.length > 0) {
    if (node.kind !== Kind.OBJECT) return undefined;
    const field = node.fields.find((f) => f.name.value === path[0]);
    return field ? literal(field.value, path.slice(1), variables) : undefined;
  }
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  return undefined;
}

/** The size an argument asks for, from the query, its variables or the argument's default. */
function argumentSize(
  field: GraphQLField<unknown, unknown>,
  args: readonly ArgumentNode[] | undefined,
  path: readonly string[],
  variables: Variables,
): number | undefined {
  const [name, ...rest] = path;
  const node = args?.find((a) => a.name.value === name);
  if (node) {
    const size = sizeOf(literal(node.value, rest, variables));
    if (size !== undefined) return size;
  }
  let value = field.args.find((a) => a.name === name)?.defaultValue;
  for (const key of rest)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return sizeOf(value);
}

function listSize(
  entry: ListSize | undefined,
  own: FieldContext,
  parent: FieldContext | null,
  variables: Variables,
): number {
  if (!entry) return UNKNOWN_LIST_SIZE;
  const from = entry.ofParent ? parent : own;
  const asked = entry.arg && from ? argumentSize(from.def, from.node.arguments, entry.arg, variables) : undefined;
  return Math.min(Math.max(asked ?? entry.estimate, 0), entry.max);
}

interface FieldContext {
  def: GraphQLField<unknown, unknown>;
  node: FieldNode;
}

/**
 * The estimated cost of one operation (docs/decisions/027): every field costs 1, and a list (or a
 * page) multiplies the cost of what is selected under it by its size: the `limit` or number of ids
 * asked for, else the estimate in LIST_SIZES. Fragments count on every type they apply to, so
 * abstract types are over- rather than under-estimated.
 */
function computeCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  sizes: Record<string, ListSize> = LIST_SIZES,
): number {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  // A fragment's cost depends only on it and the field it is spread under (a list's size may be
  // its parent's argument), so it is worked out once per pair: walked again at every spread, a
  // chain of fragments that each spread the one before twice cost 2^n walks (29 fragments kept the
  // gateway busy for 9 minutes before it answered QUERY_TOO_COSTLY).
  const fragmentCosts = new Map<FragmentDefinitionNode, Map<FieldNode | null, number>>();

  const selectionCost = (
    set: SelectionSetNode,
    type: GraphQLCompositeType,
    parent: FieldContext | null,
    seen: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, type, parent, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += selectionCost(selection.selectionSet, on, parent, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !on || !isCompositeType(on) || seen.has(fragment.name.value)) continue;
        let costs = fragmentCosts.get(fragment);
        if (!costs) fragmentCosts.set(fragment, (costs = new Map()));
        let cost = costs.get(parent?.node ?? null);
        if (cost === undefined) {
          cost = selectionCost(fragment.selectionSet, on, parent, new Set(seen).add(fragment.name.value));
          costs.set(parent?.node ?? null, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  const fieldCost = (
    node: FieldNode,
    type: GraphQLCompositeType,
    parent: FieldContext | null,
    seen: Set<string>,
  ): number => {
    if (node.name.value.startsWith('__') || !('getFields' in type)) return 0;
    const def = type.getFields()[node.name.value];
    if (!def) return 0;
    const own = { def, node };
    const entry = sizes[`${type.name}.${def.name}`];
    const isList = isListType(getNullableType(def.type));
    const size = isList ? listSize(entry, own, parent, variables) : 1;
    const named = getNamedType(def.type);
    const element =
      node.selectionSet && isCompositeType(named) ? selectionCost(node.selectionSet, named, own, seen) : isList ? 1 : 0;
    return 1 + size * element;
  };

  return selectionCost(operation.selectionSet, root, null, new Set());
}

/**
 * Costs already worked out, per list-size table (the shop's or the admin API's) and parsed document
 * (Yoga's parser cache hands out the same object for the same text).
 */
const known = new WeakMap<Record<string, ListSize>, WeakMap<DocumentNode, Map<string, number>>>();
/** Distinct operation names and variables remembered per document; past it the oldest is forgotten. */
const KNOWN_PER_DOCUMENT = 64;
/** Variables longer than this (as JSON) are costed every time rather than kept in memory. */
const REMEMBER_KEY_UP_TO_CHARS = 2_000;

/**
 * The estimated cost of one operation (computeCost), remembered per document, operation name and
 * variables: a shop's clients send the same few documents over and over, and walking the document
 * again was about a sixth of the gateway's own work for a catalogue list (docs/decisions/027).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  sizes: Record<string, ListSize> = LIST_SIZES,
): number {
  let documents = known.get(sizes);
  if (!documents) known.set(sizes, (documents = new WeakMap()));
  let costs = documents.get(document);
  if (!costs) documents.set(document, (costs = new Map()));
  const key = `${operationName ?? ''}\u0000${variables ? JSON.stringify(variables) : ''}`;
  const remembered = costs.get(key);
  if (remembered !== undefined) return remembered;
  const cost = computeCost(schema, document, operationName, variables, sizes);
  if (key.length > REMEMBER_KEY_UP_TO_CHARS) return cost;
  if (costs.size >= KNOWN_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
  costs.set(key, cost);
  return cost;
}
