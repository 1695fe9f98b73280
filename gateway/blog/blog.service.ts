import { type Kysely, sql } from 'kysely';
import type { PageRequest } from '../graphql/page-info';
import type { DB } from '../store/schema';
import { type BlogTree, buildBlogTree } from './blog-tree';
import type { PostRow } from './blog.mappers';

/** Reads the blog: the category tree with post counts, post lists and single posts. */
export function createBlogService(db: Kysely<DB>) {
  const posts = () =>
    db
      .selectFrom('blog_posts')
      .select([
        'id',
        'slug',
        'title',
        'image',
        'excerpt',
        'body_html',
        'author',
        sql<string>`published_on::text`.as('date'),
      ]);

  return {
    /** Every category linked into a tree, each with its number of distinct posts including descendants. */
    async tree(): Promise<BlogTree> {
      const rows = await db
        .selectFrom('blog_categories')
        .select(['id', 'slug', 'name', 'parent_id', 'position'])
        .execute();
      const counts = await sql<{ id: number; items: number }>`
        with recursive subtree (root_id, id) as (
          select id, id from blog_categories
          union all
          select s.root_id, c.id from subtree s join blog_categories c on c.parent_id = s.id
        )
        select s.root_id as id, count(distinct pc.post_id)::int as items
        from subtree s join blog_post_categories pc on pc.category_id = s.id
        group by s.root_id`.execute(db);
      return buildBlogTree(rows, new Map(counts.rows.map((row) => [row.id, row.items])));
    },

    /** The `limit` newest posts. */
    latest(limit: number): Promise<PostRow[]> {
      return posts().orderBy('published_on', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** One page of posts newest first; only those in `categoryIds` unless it is null. */
    async page(
      categoryIds: number[] | null,
      { limit, offset }: PageRequest,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const inCategories = categoryIds
        ? db.selectFrom('blog_post_categories').select('post_id').where('category_id', 'in', categoryIds)
        : null;
      let list = posts();
      let count = db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('total'));
      if (inCategories) {
        list = list.where('id', 'in', inCategories);
        count = count.where('id', 'in', inCategories);
      }
      const rows = await list
        .orderBy('published_on', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await count.executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** The post with this slug, or undefined. */
    bySlug(slug: string): Promise<PostRow | undefined> {
      return posts().where('slug', '=', slug).executeTakeFirst();
    },

    /** The category ids of each of `postIds`, in the posts' own order of categories. */
    async categoryIdsOf(postIds: readonly number[]): Promise<Map<number, number[]>> {
      const rows = await db
        .selectFrom('blog_post_categories')
        .select(['post_id', 'category_id'])
        .where('post_id', 'in', [...postIds])
        .orderBy('post_id')
        .orderBy('position')
        .execute();
      const byPost = new Map<number, number[]>(postIds.map((id) => [id, []]));
      for (const row of rows) byPost.get(row.post_id)?.push(row.category_id);
      return byPost;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
