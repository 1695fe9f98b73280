/**
 * Workshops opened after the spec's ten cities (issue #26): Hyderabad (Telugu is offered, so its
 * capital must be), Pune, Ahmedabad and Lucknow. Each new city offers the services of a city of
 * similar size, with the same slot capacity (`like`).
 */
import type { WorkshopSeed } from './workshops';

const MON_SAT = [1, 2, 3, 4, 5, 6];

export interface NewCitySeed extends WorkshopSeed {
  /** The existing city whose services and slot capacities this one takes. */
  like: string;
}

export const MORE_WORKSHOPS: readonly NewCitySeed[] = [
  {
    city: 'hyderabad',
    name: 'Hyderabad',
    workshopName: 'GaadiParts Service Centre Balanagar',
    address: 'Plot 9, IDA Balanagar, Hyderabad 500037',
    hours: [
      [MON_SAT, '09:00', '19:30'],
      [[7], '10:00', '14:00'],
    ],
    like: 'bangalore',
  },
  {
    city: 'pune',
    name: 'Pune',
    workshopName: 'GaadiParts Service Centre Bhosari',
    address: 'J-188, MIDC Bhosari, Pune 411026',
    hours: [[MON_SAT, '09:00', '19:00']],
    like: 'mumbai',
  },
  {
    city: 'ahmedabad',
    name: 'Ahmedabad',
    workshopName: 'GaadiParts Service Centre Naroda',
    address: '112, GIDC Naroda, Ahmedabad 382330',
    hours: [[MON_SAT, '09:00', '19:00']],
    like: 'jaipur',
  },
  {
    city: 'lucknow',
    name: 'Lucknow',
    workshopName: 'GaadiParts Service Centre Aishbagh',
    address: '27, Talkatora Industrial Area, Lucknow 226011',
    hours: [[MON_SAT, '09:30', '18:30']],
    like: 'jaipur',
  },
];
