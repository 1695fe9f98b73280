import DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context';
import type { BlogTree } from './blog-tree';

const trees = new WeakMap<object, Promise<BlogTree>>();
const postCategories = new WeakMap<object, DataLoader<number, number[]>>();

/** The blog category tree, read at most once per request (keyed by the request's context). */
export function blogTree(context: GatewayContext): Promise<BlogTree> {
  let tree = trees.get(context);
  if (!tree) {
    tree = context.services.blog.tree();
    trees.set(context, tree);
  }
  return tree;
}

/** Per-request loader of each post's category ids: a list of posts costs one query. */
export function postCategoriesLoader(context: GatewayContext): DataLoader<number, number[]> {
  let loader = postCategories.get(context);
  if (!loader) {
    const { blog } = context.services;
    loader = new DataLoader(async (postIds: readonly number[]) => {
      const byPost = await blog.categoryIdsOf(postIds);
      return postIds.map((id) => byPost.get(id) ?? []);
    });
    postCategories.set(context, loader);
  }
  return loader;
}
