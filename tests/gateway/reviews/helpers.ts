import type { TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

export const ADD_REVIEW = graphql(`
  mutation AddReview($productId: ID!, $author: String!, $rating: Int!, $content: String!) {
    addProductReview(productId: $productId, author: $author, rating: $rating, content: $content) {
      review {
        id
        date
        author
        avatar
        rating
        content
        language
      }
      product {
        id
        rating
        reviews
      }
      errors {
        code
        field
      }
    }
  }
`);

export const REVIEWS = graphql(`
  query Reviews($productId: ID!, $page: Int! = 1, $limit: Int! = 8, $sort: ReviewSort! = NEWEST) {
    productReviews(productId: $productId, page: $page, limit: $limit, sort: $sort) {
      items {
        id
        date
        author
        avatar
        rating
        content
      }
      pageInfo {
        page
        limit
        total
        pages
        from
        to
      }
      sort
    }
  }
`);

/** The product's stored rating sum and review count, and the same computed from its reviews. */
export async function ratingState(gateway: TestGateway, productId: number) {
  const { db } = gateway.database;
  const product = await db
    .selectFrom('products')
    .select(['rating_sum', 'review_count'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const reviews = await db.selectFrom('product_reviews').select('rating').where('product_id', '=', productId).execute();
  return {
    stored: { sum: product.rating_sum, count: product.review_count },
    computed: { sum: reviews.reduce((sum, r) => sum + r.rating, 0), count: reviews.length },
  };
}

/** The product with the most reviews and one without any. */
export async function sampleProducts(gateway: TestGateway) {
  const { db } = gateway.database;
  const reviewed = await db
    .selectFrom('products')
    .select(['id', 'review_count'])
    .orderBy('review_count', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const unreviewed = await db
    .selectFrom('products')
    .select('id')
    .where('review_count', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { reviewed, unreviewed };
}
