import { Link } from 'react-router-dom';
import type { PostCard_PostFragment } from '@web/__generated__/graphql';
import { formatPostDate } from './format-date';
import { useIntlLocale } from './use-locale';
import styles from './blog.module.css';

/** A post in a list: cover, categories, title (the link), excerpt, date and author. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCard_PostFragment; headingLevel?: 2 | 3 }) {
  const locale = useIntlLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img src={post.image} alt="" width="400" height="225" loading="lazy" className={styles.cover} />
      <div className={styles.cardBody}>
        {post.categories[0] && <p className={styles.tag}>{post.categories[0].name}</p>}
        <Heading className={styles.cardTitle}>
          <Link to={`/blogs/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time> · {post.author}
        </p>
      </div>
    </article>
  );
}
