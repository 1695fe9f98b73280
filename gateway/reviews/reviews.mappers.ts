import type { Selectable } from 'kysely';
import type { ReviewSort } from '../__generated__/resolvers-types';
import type { PageInfo } from '../graphql/page-info';
import type { DB } from '../store/schema';

export type ReviewRow = Selectable<DB['product_reviews']>;

export interface ReviewListResult {
  items: ReviewRow[];
  pageInfo: PageInfo;
  sort: ReviewSort;
}
