/**
 * The shop's workshops, one per city of the spec's city panel (popular cities first), with
 * opening hours in IST. Times are 'HH:MM'; weekdays are ISO (1 = Monday … 7 = Sunday).
 */
export interface WorkshopSeed {
  city: string;
  name: string;
  workshopName: string;
  address: string;
  /** [weekdays, opens, closes]; a weekday in no entry is closed. */
  hours: readonly (readonly [readonly number[], string, string])[];
}

const MON_SAT = [1, 2, 3, 4, 5, 6];
const MON_FRI = [1, 2, 3, 4, 5];

export const WORKSHOPS: readonly WorkshopSeed[] = [
  {
    city: 'jaipur',
    name: 'Jaipur',
    workshopName: 'GaadiParts Service Centre Malviya Nagar',
    address: 'Plot 14, Malviya Industrial Area, Jaipur 302017',
    hours: [[MON_SAT, '09:00', '19:00']],
  },
  {
    city: 'delhi',
    name: 'Delhi',
    workshopName: 'GaadiParts Service Centre Okhla',
    address: 'B-62, Okhla Industrial Area Phase II, New Delhi 110020',
    hours: [
      [MON_SAT, '08:30', '19:30'],
      [[7], '10:00', '14:00'],
    ],
  },
  {
    city: 'mumbai',
    name: 'Mumbai',
    workshopName: 'GaadiParts Service Centre Andheri East',
    address: 'Unit 7, Marol Co-op Industrial Estate, Andheri East, Mumbai 400059',
    hours: [
      [MON_SAT, '09:00', '20:00'],
      [[7], '10:00', '16:00'],
    ],
  },
  {
    city: 'bangalore',
    name: 'Bangalore',
    workshopName: 'GaadiParts Service Centre Koramangala',
    address: '41, 5th Cross, Koramangala 6th Block, Bengaluru 560095',
    hours: [
      [MON_FRI, '09:00', '19:00'],
      [[6], '09:00', '17:00'],
      [[7], '10:00', '14:00'],
    ],
  },
  {
    city: 'kolkata',
    name: 'Kolkata',
    workshopName: 'GaadiParts Service Centre Salt Lake',
    address: 'EP Block, Sector V, Salt Lake City, Kolkata 700091',
    hours: [[MON_SAT, '09:30', '18:30']],
  },
  {
    city: 'chennai',
    name: 'Chennai',
    workshopName: 'GaadiParts Service Centre Guindy',
    address: '18, SIDCO Industrial Estate, Guindy, Chennai 600032',
    hours: [[MON_SAT, '08:30', '18:30']],
  },
  {
    city: 'chandigarh',
    name: 'Chandigarh',
    workshopName: 'GaadiParts Service Centre Industrial Area',
    address: 'Plot 221, Industrial Area Phase I, Chandigarh 160002',
    hours: [[MON_SAT, '09:00', '18:00']],
  },
  {
    city: 'indore',
    name: 'Indore',
    workshopName: 'GaadiParts Service Centre Vijay Nagar',
    address: '9, Scheme 54, Vijay Nagar, Indore 452010',
    hours: [[MON_SAT, '09:30', '18:30']],
  },
  {
    city: 'kochi',
    name: 'Kochi',
    workshopName: 'GaadiParts Service Centre Edappally',
    address: 'NH 66 Bypass, Edappally, Kochi 682024',
    hours: [
      [MON_FRI, '09:00', '18:00'],
      [[6], '09:00', '13:00'],
    ],
  },
  {
    city: 'noida',
    name: 'Noida',
    workshopName: 'GaadiParts Service Centre Sector 63',
    address: 'C-45, Sector 63, Noida 201301',
    hours: [[MON_SAT, '09:00', '19:00']],
  },
];
