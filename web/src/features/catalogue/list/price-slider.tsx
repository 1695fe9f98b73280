import { useLingui } from '@lingui/react/macro';
import * as Slider from '@radix-ui/react-slider';
import { useDirection } from '@web/shared/i18n/use-direction';
import styles from './price-filter.module.css';

type Props = {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  /** While a handle moves. */
  onMove: (value: [number, number]) => void;
  /** When a handle is let go (or moved by a key). */
  onCommit: (value: [number, number]) => void;
};

/** The two-handle price slider (Radix: arrows, Home/End, Page keys); loaded after the list itself. */
export function PriceSlider({ min, max, step, value, onMove, onCommit }: Props) {
  const { t } = useLingui();
  const dir = useDirection();
  return (
    <Slider.Root
      className={styles.slider}
      dir={dir}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      value={value}
      onValueChange={(v) => onMove([v[0]!, v[1]!])}
      onValueCommit={(v) => onCommit([v[0]!, v[1]!])}
    >
      <Slider.Track className={styles.track}>
        <Slider.Range className={styles.range} />
      </Slider.Track>
      <Slider.Thumb className={styles.thumb} aria-label={t`Minimum price`} />
      <Slider.Thumb className={styles.thumb} aria-label={t`Maximum price`} />
    </Slider.Root>
  );
}
