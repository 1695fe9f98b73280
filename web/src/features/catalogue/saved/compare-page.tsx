import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useComparePageQuery } from '@web/__generated__/graphql';
import { clearList, compareVar } from '@web/shared/state/product-lists';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { CompareTable } from './compare-table';
import { SavedEmpty } from './saved-empty';
import styles from './saved.module.css';

/** /compare: the compared products side by side; differences highlighted; the list can be cleared. */
export function ComparePage() {
  const { t } = useLingui();
  usePageTitle(t`Compare`);
  const ids = useReactiveVar(compareVar);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { data, previousData, error, refetch } = useComparePageQuery({ variables: { ids }, skip: ids.length === 0 });
  const items = ((data ?? previousData)?.productsByIds ?? []).filter((p) => ids.includes(p.id));
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{t`Compare products`}</h1>
        {ids.length > 1 && (
          <label className={styles.toggle}>
            <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
            {t`Show only differences`}
          </label>
        )}
        {ids.length > 0 && (
          <button type="button" className={styles.clear} onClick={() => clearList(compareVar)}>
            {t`Clear list`}
          </button>
        )}
      </div>
      {ids.length === 0 ? (
        <SavedEmpty
          text={t`There is nothing to compare yet. Add parts with the compare button to see them side by side.`}
        />
      ) : error && !data ? (
        <p role="alert">
          {t`The compare list could not be loaded.`}{' '}
          <button type="button" className={styles.clear} onClick={() => void refetch()}>{t`Try again`}</button>
        </p>
      ) : !data && !previousData ? (
        <p aria-busy="true">{t`Loading the compare list…`}</p>
      ) : (
        <CompareTable products={items} onlyDifferences={onlyDifferences} />
      )}
    </div>
  );
}
