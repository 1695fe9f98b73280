import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useBlogPostQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { formatPostDate } from './format-date';
import { PostCard } from './post-card';
import { useIntlLocale } from './use-locale';
import styles from './blog.module.css';

/** /blogs/:slug: one post. Its body is HTML sanitised by the gateway (Post.body). */
export function BlogPostPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const locale = useIntlLocale();
  const { data, loading, error } = useBlogPostQuery({ variables: { slug } });
  const post = data?.post;
  usePageTitle(post?.title ?? (data ? t`Page Not Found` : t`Blog`));

  if (loading && !data) return <p role="status">{t`Loading post…`}</p>;
  if (error) return <p role="alert">{t`The post could not be loaded. Please try again.`}</p>;
  if (!post) {
    return (
      <section className={styles.missing}>
        <h1>{t`Page Not Found`}</h1>
        <p>{t`This post does not exist or has been removed.`}</p>
        <Link to="/blogs">{t`See all posts`}</Link>
      </section>
    );
  }
  const more = data.latestPosts.filter((p) => p.id !== post.id).slice(0, 3);
  return (
    <div className={styles.postPage}>
      <article className={styles.post}>
        <nav aria-label={t`Breadcrumb`} className={styles.breadcrumb}>
          <Link to="/blogs">{t`Blog`}</Link>
          {post.categories[0] && (
            <>
              {' / '}
              <Link to={`/blogs?category=${encodeURIComponent(post.categories[0].slug)}`}>
                {post.categories[0].name}
              </Link>
            </>
          )}
        </nav>
        <h1>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time> · {t`By ${post.author}`}
        </p>
        <img src={post.image} alt="" width="800" height="450" className={styles.hero} />
        {/* Post.body is sanitised HTML from the gateway (allow-listed tags, no scripts or handlers). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.body }} />
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-posts" className={styles.more}>
          <h2 id="more-posts">{t`Latest posts`}</h2>
          <div className={styles.grid}>
            {more.map((p) => (
              <PostCard key={p.id} post={p} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
