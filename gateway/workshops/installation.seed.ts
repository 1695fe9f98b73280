import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { sacCodeOf } from './seed/sac-codes';

/** The package that fits a battery bought here: its English texts (translations in translations/seed). */
export const BATTERY_INSTALLATION = {
  id: 'battery/installation',
  name: 'Installation of a battery bought from us',
  includes: [
    'Removal of the old battery',
    'Fitting and terminal protection',
    'Charging system test',
    'Old battery taken back for exchange',
  ],
};

/**
 * Seeder `services-installation@1`: the packages a shopper can add to a part on its product
 * page. Fitting a battery bought from the shop is its own package (the exchange packages
 * include a new battery); tyre fitting packages fit tyres bought here as they are.
 */
export async function seedInstallationPackages(trx: Transaction<DB>): Promise<void> {
  const battery = await trx.selectFrom('services').select('id').where('id', '=', 'battery').executeTakeFirst();
  if (battery) {
    await trx
      .insertInto('service_packages')
      .values({
        id: 'battery/installation',
        service_id: 'battery',
        position: 1,
        name: BATTERY_INSTALLATION.name,
        price: 14_900,
        duration_minutes: 20,
        includes: JSON.stringify(BATTERY_INSTALLATION.includes),
        part_installation: true,
        sac_code: sacCodeOf('battery/installation'),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // Keep the health check first and the new package second (the exchange packages follow).
    await trx
      .updateTable('service_packages')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('service_id', '=', 'battery')
      .where('id', '!=', 'battery/installation')
      .where('position', '>=', 1)
      .execute();
  }
  await trx
    .updateTable('service_packages')
    .set({ part_installation: true })
    .where('id', 'in', ['tyres/tyre-fitting-4', 'tyres/tyre-fitting-2w'])
    .execute();
}
