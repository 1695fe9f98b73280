import type { RegistrationMark } from '../../rules/vehicles/registration-mark';

/**
 * A service that knows which vehicle a registration mark belongs to (in India that would be a
 * provider with access to VAHAN, the national register). None exists here, so none is wired: the
 * shopper always chooses the vehicle and the mark only labels it (decision 030). A provider would
 * implement this interface and be chosen in one place (gateway/graphql/services.ts), behind a
 * configuration switch that is off by default.
 */
export interface RegistrationLookup {
  /**
   * Catalogue vehicle ids (`vehicles.id`) that match the registered vehicle, best first; empty when
   * the provider does not know the mark. It never throws for an unknown mark, only for an outage.
   */
  vehicleIds(mark: RegistrationMark, signal?: AbortSignal): Promise<readonly string[]>;
}
