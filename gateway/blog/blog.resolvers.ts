import type { Resolvers } from '../__generated__/resolvers-types';
import { checkIntRange } from '../graphql/argument-errors';
import { pageInfo, pageRequest } from '../graphql/page-info';
import { type BlogCategoryNode, subtreeIds, withDepth } from './blog-tree';
import { blogTree, postCategoriesLoader } from './blog.loaders';

/** Deepest `depth` of `blogCategories`. */
export const MAX_BLOG_DEPTH = 5;
/** Most posts one `latestPosts` or `posts` call returns. */
export const MAX_POSTS_PER_PAGE = 50;
/** Longest slug worth looking up; longer ones cannot exist. */
const MAX_SLUG_LENGTH = 200;

function slug(value: string): string | null {
  const normalized = value.trim().toLowerCase();
  return normalized === '' || normalized.length > MAX_SLUG_LENGTH ? null : normalized;
}

export const blogResolvers: Resolvers = {
  Query: {
    async blogCategories(_parent, { depth }, context) {
      checkIntRange(depth, 0, MAX_BLOG_DEPTH, 'depth');
      return (await blogTree(context)).roots.map((root) => withDepth(root, depth));
    },
    latestPosts(_parent, { limit }, { services }) {
      checkIntRange(limit, 1, MAX_POSTS_PER_PAGE, 'limit');
      return services.blog.latest(limit);
    },
    async posts(_parent, args, context) {
      const request = pageRequest(args.page, args.limit, MAX_POSTS_PER_PAGE);
      let category: BlogCategoryNode | null = null;
      if (args.category != null) {
        const wanted = slug(args.category);
        category = (wanted && (await blogTree(context)).bySlug.get(wanted)) || null;
        if (!category) return null;
      }
      const { rows, total } = await context.services.blog.page(category && subtreeIds(category), request);
      return { items: rows, pageInfo: pageInfo(request, total), category: category && withDepth(category, 1) };
    },
    async post(_parent, args, { services }) {
      const wanted = slug(args.slug);
      return (wanted && (await services.blog.bySlug(wanted))) || null;
    },
  },
  BlogCategory: {
    parent: (node) => node.parent && withDepth(node.parent, 0),
  },
  Post: {
    async categories(row, _args, context) {
      const [ids, tree] = await Promise.all([postCategoriesLoader(context).load(row.id), blogTree(context)]);
      return ids.flatMap((id) => {
        const node = tree.byId.get(id);
        return node ? [withDepth(node, 0)] : [];
      });
    },
  },
};
