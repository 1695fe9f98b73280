import DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';
import type { BlogTree } from './blog-tree';

const trees = requestMemo<Promise<BlogTree>>('blog tree');
const postCategories = requestMemo<DataLoader<number, number[]>>('post categories');

/** The blog category tree, read at most once per request (keyed by the request's context). */
export function blogTree(context: GatewayContext): Promise<BlogTree> {
  return trees(context, () => context.services.blog.tree());
}

/** Per-request loader of each post's category ids: a list of posts costs one query. */
export function postCategoriesLoader(context: GatewayContext): DataLoader<number, number[]> {
  const { blog } = context.services;
  return postCategories(
    context,
    () =>
      new DataLoader(async (postIds: readonly number[]) => {
        const byPost = await blog.categoryIdsOf(postIds);
        return postIds.map((id) => byPost.get(id) ?? []);
      }),
  );
}
