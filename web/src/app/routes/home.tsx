import type { ApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { HomePageDocument, useHomePageQuery } from '@web/__generated__/graphql';
import { PostCard } from '@web/features/blog';
import { BrandStrip, CategoryTiles, Hero, ProductBlock } from '@web/features/home';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { useDeferredData } from '@web/shared/apollo/use-deferred-data';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import styles from './home.module.css';

/**
 * The route's loader: starts the home page's query before the page renders (the page's query joins
 * it); on the server the render waits for every preloaded query (docs/decisions/050).
 */
export const homeLoader = (client: ApolloClient) => () => {
  void preloadQuery(client, HomePageDocument);
  return null;
};

/** /: hero, departments, product blocks, brands and the latest blog posts. */
export function HomeRoute() {
  const { t } = useLingui();
  usePageTitle(null);
  const answer = useHomePageQuery();
  const { data } = useDeferredData(answer);
  const { error } = answer;
  return (
    <div className={styles.home}>
      <Hero />
      {error && <p role="alert">{t`Some of the shop could not be loaded. Please try again.`}</p>}
      <CategoryTiles categories={data?.categories} />
      <ProductBlock title={t`Featured products`} products={data?.featuredProducts} />
      <div className={styles.pair}>
        <ProductBlock title={t`Special offers`} products={data?.specialOffers} />
        <ProductBlock title={t`Top rated`} products={data?.topRatedProducts} />
      </div>
      <ProductBlock title={t`Popular right now`} products={data?.popularProducts} />
      <ProductBlock title={t`New arrivals`} products={data?.latestProducts} />
      <BrandStrip brands={data?.brands} />
      {data && data.latestPosts.length > 0 && (
        <section aria-labelledby="home-posts" className={styles.posts}>
          <div className={styles.postsHead}>
            <h2 id="home-posts">{t`Latest from the blog`}</h2>
            <Link to="/blogs">{t`All posts`}</Link>
          </div>
          <div className={styles.postGrid}>
            {data.latestPosts.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
