import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Sort, sortChoices, type View } from './list-params';
import styles from './product-list-page.module.css';

type Props = {
  sort: Sort;
  /** A search result list: its own order is the best match, and newest first is a choice. */
  searching: boolean;
  view: View;
  summary: string;
  onSort: (sort: Sort) => void;
  onView: (view: View) => void;
  filtersButton: React.ReactNode;
};

/** Result count, sort order and grid/list switch above the list. */
export function ListToolbar({ sort, searching, view, summary, onSort, onView, filtersButton }: Props) {
  const { t } = useLingui();
  const id = useId();
  const sortLabels: Record<Sort, string> = {
    default: searching ? t`Best match` : t`Newest`,
    newest: t`Newest`,
    name_asc: t`Name, A to Z`,
    name_desc: t`Name, Z to A`,
    price_asc: t`Price, low to high`,
    price_desc: t`Price, high to low`,
  };
  return (
    <div className={styles.toolbar}>
      {filtersButton}
      <p className={styles.summary} role="status">
        {summary}
      </p>
      <div className={styles.sort}>
        <label htmlFor={id}>{t`Sort by`}</label>
        <select id={id} value={sort} onChange={(e) => onSort(e.target.value as Sort)}>
          {sortChoices(searching).map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.views} role="group" aria-label={t`View`}>
        {(['grid', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            title={v === 'grid' ? t`Grid` : t`List`}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true">
              {v === 'grid' ? (
                <path d="M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z" />
              ) : (
                <path d="M2 3h16v3H2zM2 8.5h16v3H2zM2 14h16v3H2z" />
              )}
            </svg>
            <span className={styles.hidden}>{v === 'grid' ? t`Grid` : t`List`}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
