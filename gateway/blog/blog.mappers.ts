import type { PageInfo } from '../graphql/page-info';
import type { BlogCategoryNode } from './blog-tree';

/** A post as the service reads it (`date` is the `published_on` day as YYYY-MM-DD). */
export interface PostRow {
  id: number;
  slug: string;
  title: string;
  image: string;
  excerpt: string;
  body_html: string;
  author: string;
  date: string;
}

export interface PostListResult {
  items: PostRow[];
  pageInfo: PageInfo;
  category: BlogCategoryNode | null;
}
