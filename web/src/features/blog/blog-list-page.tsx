import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useBlogListQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { BlogCategories } from './blog-categories';
import { blogListVariables } from './blog-loaders';
import { Pagination } from './pagination';
import { PostCard } from './post-card';
import styles from './blog.module.css';

/** /blogs: posts newest first, 8 a page, filtered by ?category=, paged by ?page=. */
export function BlogListPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const variables = blogListVariables(params);
  const { category } = variables;
  const { data, previousData, loading, error } = useBlogListQuery({ variables });
  const shown = data ?? previousData;
  const posts = shown?.posts;
  const title = posts?.category?.name ?? t`Blog`;
  usePageTitle(title);

  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const query = next.toString();
    return query ? `/blogs?${query}` : '/blogs';
  };

  return (
    <div className={styles.layout}>
      <div className={styles.content}>
        <header className={styles.listHeader}>
          <h1>{title}</h1>
          <p>{t`Maintenance tips, buying guides and road-safety advice from the GaadiParts workshop.`}</p>
        </header>
        {error && <p role="alert">{t`The posts could not be loaded. Please try again.`}</p>}
        {!shown && loading && <p role="status">{t`Loading posts…`}</p>}
        {shown && !posts && (
          <p role="alert">
            {t`This blog category does not exist.`} <Link to="/blogs">{t`See all posts`}</Link>
          </p>
        )}
        {posts && posts.items.length === 0 && <p>{t`No posts here yet.`}</p>}
        {posts && (
          <div className={styles.grid} aria-busy={loading}>
            {posts.items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
        {posts && <Pagination page={posts.pageInfo.page} pages={posts.pageInfo.pages} href={href} />}
      </div>
      <aside className={styles.side}>
        {shown && <BlogCategories categories={shown.blogCategories} current={category} />}
      </aside>
    </div>
  );
}
