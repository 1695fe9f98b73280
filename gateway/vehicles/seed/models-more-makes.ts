/**
 * Nissan and Skoda cars, KTM and Jawa motorcycles, and the three-wheelers (auto-rickshaws) of
 * Bajaj, Piaggio and TVS, as sold in India. Older model years go back to 2005 where the model
 * existed.
 */
import { bike, car, e, threeWheeler } from './define';
import type { VehicleModel } from './types';

const nissan = car('nissan');
const skoda = car('skoda');
const ktm = bike('ktm');
const jawa = bike('jawa');
const bajajAuto = threeWheeler('bajaj');
const piaggio = threeWheeler('piaggio');
const tvsAuto = threeWheeler('tvs');

export const MORE_MAKE_MODELS: VehicleModel[] = [
  nissan('micra', 'Micra', [
    e('1.2-xv-petrol', '1.2L HR12DE XV Petrol', 'petrol', 2010, 2020),
    e('1.5-xv-dci-diesel', '1.5L K9K dCi XV Diesel', 'diesel', 2011, 2019),
  ]),
  nissan('sunny', 'Sunny', [
    e('1.5-xv-petrol', '1.5L HR15DE XV Petrol', 'petrol', 2011, 2020),
    e('1.5-xv-dci-diesel', '1.5L K9K dCi XV Diesel', 'diesel', 2012, 2019),
  ]),
  nissan('magnite', 'Magnite', [
    e('1.0-xl-petrol', '1.0L B4D XL Petrol', 'petrol', 2020, 2026),
    e('1.0-turbo-xv-petrol', '1.0L HRA0 Turbo XV Petrol', 'petrol', 2020, 2026),
  ]),
  skoda('octavia', 'Octavia', [
    e('1.8-tsi-elegance-petrol', '1.8L TSI Elegance Petrol', 'petrol', 2013, 2019),
    e('2.0-tdi-elegance-diesel', '2.0L TDI Elegance Diesel', 'diesel', 2013, 2019),
    e('2.0-tsi-l-k-petrol', '2.0L TSI L&K Petrol', 'petrol', 2021, 2023),
  ]),
  skoda('rapid', 'Rapid', [
    e('1.6-mpi-ambition-petrol', '1.6L MPI Ambition Petrol', 'petrol', 2011, 2020),
    e('1.5-tdi-ambition-diesel', '1.5L TDI Ambition Diesel', 'diesel', 2016, 2020),
    e('1.0-tsi-ambition-petrol', '1.0L TSI Ambition Petrol', 'petrol', 2020, 2021),
  ]),
  skoda('kushaq', 'Kushaq', [
    e('1.0-tsi-ambition-petrol', '1.0L TSI Ambition Petrol', 'petrol', 2021, 2026),
    e('1.5-tsi-style-petrol', '1.5L TSI Style Petrol', 'petrol', 2021, 2026),
  ]),
  ktm('duke-200', '200 Duke', [
    e('199.5cc', '199.5cc', 'petrol', 2012, 2019),
    e('199.5cc-abs', '199.5cc ABS', 'petrol', 2020, 2026),
  ]),
  ktm('duke-390', '390 Duke', [
    e('373.2cc-abs', '373.2cc ABS', 'petrol', 2013, 2023),
    e('398.6cc-abs', '398.6cc ABS', 'petrol', 2024, 2026),
  ]),
  jawa('jawa-42', '42', [e('293cc-dual-abs', '293cc Dual-Channel ABS', 'petrol', 2019, 2026)]),
  jawa('jawa-350', '350', [e('334cc-dual-abs', '334cc Dual-Channel ABS', 'petrol', 2024, 2026)]),
  bajajAuto('re-compact', 'RE Compact', [
    e('145cc-petrol', '145.45cc 2-stroke Petrol', 'petrol', 2005, 2011),
    e('198cc-4s-cng', '198.88cc 4-stroke CNG', 'cng', 2005, 2018),
    e('236cc-4s-cng', '236.2cc 4-stroke CNG', 'cng', 2012, 2026),
    e('236cc-4s-diesel', '236.2cc 4-stroke Diesel', 'diesel', 2012, 2026),
  ]),
  piaggio('ape-city', 'Ape City', [
    e('395cc-diesel', '395cc Diesel', 'diesel', 2005, 2026),
    e('230cc-cng', '230cc CNG', 'cng', 2010, 2026),
  ]),
  piaggio('ape-e-city', 'Ape E-City', [e('lithium-ion-7.5-kwh', '7.5 kWh Lithium-ion', 'electric', 2019, 2026)]),
  tvsAuto('king', 'King', [
    e('199cc-cng', '199.2cc 4-stroke CNG', 'cng', 2008, 2017),
    e('225cc-4s-cng', '225.8cc 4-stroke CNG', 'cng', 2018, 2026),
    e('225cc-4s-petrol', '225.8cc 4-stroke Petrol', 'petrol', 2008, 2026),
  ]),
];
