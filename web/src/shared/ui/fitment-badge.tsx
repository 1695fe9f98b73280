import { useLingui } from '@lingui/react/macro';
import type { FitmentVerdict } from '@web/__generated__/graphql';
import { useCurrentVehicle } from '@web/shared/state/garage';
import styles from './fitment-badge.module.css';

type Props = {
  /** The product's `fitment(vehicleId:)` for the current vehicle. */
  verdict: FitmentVerdict | null | undefined;
  /** The current vehicle, e.g. "2019 Swift 1.2L VXi Petrol"; nothing is shown without one. */
  vehicleLabel: string | null | undefined;
  size?: 'sm' | 'md';
};

/** The three-way fit verdict for the current vehicle: fits, does not fit, fit not confirmed. */
export function FitmentBadge({ verdict, vehicleLabel, size = 'sm' }: Props) {
  const { t } = useLingui();
  if (!vehicleLabel || !verdict) return null;
  const [kind, text, icon] =
    verdict === 'FITS'
      ? [styles.fits, t`Fits your ${vehicleLabel}`, '✓']
      : verdict === 'DOES_NOT_FIT'
        ? [styles.noFit, t`Does not fit`, '✕']
        : [styles.unknown, t`Fit not confirmed`, '?'];
  return (
    <p className={`${styles.badge} ${kind} ${styles[size]}`} title={verdict === 'FITS' ? undefined : vehicleLabel}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      {text}
    </p>
  );
}

/** The badge for the current vehicle of the garage (nothing when "all vehicles" is chosen). */
export function CurrentVehicleFitment({ verdict, size }: Pick<Props, 'verdict' | 'size'>) {
  const vehicle = useCurrentVehicle();
  return <FitmentBadge verdict={verdict} vehicleLabel={vehicle?.label} size={size} />;
}
