/**
 * The SAC code of each service's packages (docs/decisions/025-gst-codes-and-rates.md): a package
 * takes its service's code unless SAC_BY_PACKAGE names its own.
 */
export const SAC_BY_SERVICE: Readonly<Record<string, string>> = {
  tyres: '998714', // maintenance and repair of transport machinery: wheel alignment, tyre fitting
  battery: '998714', // battery testing and replacement
  windshield: '998714', // window screen replacement is motor vehicle body repair
  helmets: '998729', // maintenance and repair of other goods n.e.c.
  'two-wheeler-service': '998714',
  'four-wheeler-service': '998714',
  'ev-store': '998714',
  rto: '998599', // other support services n.e.c.: paperwork and follow-up with the RTO
  pdi: '998346', // technical testing and analysis services
  training: '999293', // commercial training and coaching services
};

/** Packages whose work differs from their service's. */
export const SAC_BY_PACKAGE: Readonly<Record<string, string>> = {
  'ev-store/home-charger-installation': '998736', // installation of electrical machinery and apparatus n.e.c.
};

/** The SAC code of package `<service>/<key>`; throws for a service without one (add it above). */
export function sacCodeOf(packageId: string): string {
  const code = SAC_BY_PACKAGE[packageId] ?? SAC_BY_SERVICE[packageId.split('/')[0]!];
  if (!code) throw new Error(`No SAC code for service package "${packageId}": add one to SAC_BY_SERVICE`);
  return code;
}
