import { useLingui } from '@lingui/react/macro';
import type { FilterSidebar_FilterFragment as Filter } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { useFilterLabels } from './filter-labels';
import { toggleValue } from './list-params';
import styles from './active-filters.module.css';

type Chip = { key: string; label: string; slug: string; value: string | null };

type Props = {
  filters: readonly Filter[];
  onChange: (slug: string, value: string | null) => void;
  onReset: () => void;
  /** The category of a /catalog/:slug page is the page itself, not a removable chip. */
  fixedCategory?: boolean;
};

/** One chip per chosen value, each removable, and "reset all". */
export function ActiveFilters({ filters, onChange, onReset, fixedCategory = false }: Props) {
  const { t } = useLingui();
  const labels = useFilterLabels();
  const format = useFormatMoney();
  const chips: Chip[] = [];
  for (const f of filters) {
    if (!f.active || !f.value) continue;
    const remove = (v: string) => toggleValue(f.value, v) || null;
    switch (f.__typename) {
      case 'CategoryFilter': {
        if (fixedCategory) break;
        const item = f.items.find((i) => i.selected);
        chips.push({ key: 'category', label: item?.name ?? f.value, slug: f.slug, value: null });
        break;
      }
      case 'ListFilter':
        for (const item of f.items.filter((i) => i.selected)) {
          const name =
            f.type === 'RADIO'
              ? labels.discount(item.slug)
              : f.type === 'RATING'
                ? labels.rating(item.slug)
                : item.name;
          chips.push({
            key: `${f.slug}:${item.slug}`,
            label: `${labels.title(f.slug)}: ${name}`,
            slug: f.slug,
            value: f.type === 'RADIO' ? null : remove(item.slug),
          });
        }
        break;
      case 'RangeFilter': {
        const from = format({ amount: f.from ?? f.min, currency: 'INR' });
        const to = format({ amount: f.to ?? f.max, currency: 'INR' });
        chips.push({ key: 'price', label: `${labels.title(f.slug)}: ${from} – ${to}`, slug: f.slug, value: null });
        break;
      }
      case 'VehicleFilter':
        chips.push({ key: 'vehicle', label: labels.fitsVehicle, slug: f.slug, value: null });
        break;
    }
  }
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.chips} aria-label={t`Active filters`}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(chip.slug, chip.value)}
              aria-label={t`Remove filter ${chip.label}`}
            >
              <span>{chip.label}</span>
              <span aria-hidden="true" className={styles.x}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.reset} onClick={onReset}>
        {t`Reset all`}
      </button>
    </div>
  );
}
