import type { ColumnType, Generated } from 'kysely';

/** The blog (migration 0260). */
export interface BlogTables {
  blog_categories: {
    id: Generated<number>;
    slug: string;
    name: string;
    /** null for a top-level category. */
    parent_id: number | null;
    /** Menu order among its siblings. */
    position: number;
  };
  blog_posts: {
    id: Generated<number>;
    slug: string;
    title: string;
    /** Public path of the cover picture, e.g. /images/blog/monsoon-car-care-checklist.svg. */
    image: string;
    excerpt: string;
    /** HTML as written; sanitised whenever it is served. */
    body_html: string;
    author: string;
    /** `date`; read it as text (`published_on::text`) so no time zone can shift the day. */
    published_on: ColumnType<Date | string, string, string>;
  };
  blog_post_categories: {
    post_id: number;
    category_id: number;
    /** Order of the category in the post's list. */
    position: number;
  };
}
