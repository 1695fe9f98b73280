import type { Transaction } from 'kysely';
import { BLOG_CATEGORIES, POSTS } from '../catalogue/seed/blog';
import type { SeedBlogCategory } from '../catalogue/seed/types';
import type { DB } from '../store/schema';

/** Parents before their children, each group in seed order. */
function parentsFirst(categories: SeedBlogCategory[]): SeedBlogCategory[] {
  const ordered: SeedBlogCategory[] = [];
  const visit = (parentSlug: string | null) => {
    for (const category of categories.filter((c) => c.parentSlug === parentSlug)) {
      ordered.push(category);
      visit(category.slug);
    }
  };
  visit(null);
  return ordered;
}

/** The sample blog: categories, posts with their cover images, and the posts' categories. */
export async function seedBlog(trx: Transaction<DB>): Promise<void> {
  const categoryIds = new Map<string, number>();
  const siblings = new Map<string | null, number>();
  for (const category of parentsFirst(BLOG_CATEGORIES)) {
    const position = (siblings.get(category.parentSlug) ?? 0) + 1;
    siblings.set(category.parentSlug, position);
    const { id } = await trx
      .insertInto('blog_categories')
      .values({
        slug: category.slug,
        name: category.name,
        parent_id: category.parentSlug === null ? null : categoryIds.get(category.parentSlug)!,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.slug, id);
  }
  const posts = await trx
    .insertInto('blog_posts')
    .values(
      POSTS.map((post) => ({
        slug: post.slug,
        title: post.title,
        image: post.image,
        excerpt: post.excerpt,
        body_html: post.bodyHtml,
        author: post.author,
        published_on: post.date,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const postIds = new Map(posts.map((row) => [row.slug, row.id]));
  await trx
    .insertInto('blog_post_categories')
    .values(
      POSTS.flatMap((post) =>
        post.categorySlugs.map((slug, index) => ({
          post_id: postIds.get(post.slug)!,
          category_id: categoryIds.get(slug)!,
          position: index + 1,
        })),
      ),
    )
    .execute();
}
