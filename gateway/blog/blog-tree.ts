/** A blog category with its place in the tree; built once per request from every category. */
export interface BlogCategoryNode {
  id: number;
  slug: string;
  name: string;
  position: number;
  /** Posts in this category or any category below it (spec: items). */
  items: number;
  parent: BlogCategoryNode | null;
  /** Every child, in menu order. */
  children: BlogCategoryNode[];
}

/** The whole tree: the top-level categories and every category by id and by slug. */
export interface BlogTree {
  roots: BlogCategoryNode[];
  byId: ReadonlyMap<number, BlogCategoryNode>;
  bySlug: ReadonlyMap<string, BlogCategoryNode>;
}

export interface BlogCategoryRecord {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  position: number;
}

/** Links category rows into a tree; `counts` holds each category's post count including descendants. */
export function buildBlogTree(rows: BlogCategoryRecord[], counts: ReadonlyMap<number, number>): BlogTree {
  const byId = new Map<number, BlogCategoryNode>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      position: row.position,
      items: counts.get(row.id) ?? 0,
      parent: null,
      children: [],
    });
  }
  const roots: BlogCategoryNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  const byPosition = (a: BlogCategoryNode, b: BlogCategoryNode) => a.position - b.position || a.id - b.id;
  roots.sort(byPosition);
  for (const node of byId.values()) node.children.sort(byPosition);
  return { roots, byId, bySlug: new Map([...byId.values()].map((node) => [node.slug, node])) };
}

/** A copy of `node` whose `children` go `depth` levels down (none at depth 0). */
export function withDepth(node: BlogCategoryNode, depth: number): BlogCategoryNode {
  return { ...node, children: depth > 0 ? node.children.map((child) => withDepth(child, depth - 1)) : [] };
}

/** The ids of `node` and every category below it. */
export function subtreeIds(node: BlogCategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}
