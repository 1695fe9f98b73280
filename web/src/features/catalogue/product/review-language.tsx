import { useLingui } from '@lingui/react/macro';
import styles from './reviews.module.css';

/**
 * "Written in Tamil": said of a review written in another language than the page's
 * (docs/decisions/040), in the page's language; the review itself keeps its own language.
 */
export function ReviewLanguage({ language }: { language: string }) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    en: t`Written in English`,
    hi: t`Written in Hindi`,
    kn: t`Written in Kannada`,
    ta: t`Written in Tamil`,
    te: t`Written in Telugu`,
  };
  return <span className={styles.language}>{names[language] ?? language}</span>;
}
