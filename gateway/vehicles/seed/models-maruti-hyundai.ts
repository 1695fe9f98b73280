/**
 * Maruti Suzuki and Hyundai four-wheelers, model years 2015–2026 as sold in India.
 *
 */
import { car, e } from './define';
import type { VehicleModel } from './types';

const maruti = car('maruti-suzuki');
const hyundai = car('hyundai');

export const MARUTI_HYUNDAI_MODELS: VehicleModel[] = [
  maruti('swift', 'Swift', [
    e('1.2-vxi-petrol', '1.2L K12M VXi Petrol', 'petrol', 2011, 2020),
    e('1.3-vdi-diesel', '1.3L DDiS 190 VDi Diesel', 'diesel', 2007, 2019),
    e('1.2-zxi-amt-petrol', '1.2L K12M ZXi AMT Petrol', 'petrol', 2018, 2020),
    e('1.2-dualjet-vxi-petrol', '1.2L DualJet K12N VXi Petrol', 'petrol', 2021, 2023),
    e('1.2-vxi-cng', '1.2L K12C VXi S-CNG', 'cng', 2022, 2023),
    e('1.2-z12e-vxi-petrol', '1.2L Z12E VXi Petrol', 'petrol', 2024, 2026),
    e('1.2-z12e-zxi-plus-amt-petrol', '1.2L Z12E ZXi+ AMT Petrol', 'petrol', 2024, 2026),
    e('1.2-z12e-vxi-cng', '1.2L Z12E VXi CNG', 'cng', 2024, 2026),
    e('1.3-g13bb-vxi-petrol', '1.3L G13BB VXi Petrol', 'petrol', 2005, 2010),
  ]),
  maruti('baleno', 'Baleno', [
    e('1.2-delta-petrol', '1.2L K12M Delta Petrol', 'petrol', 2015, 2021),
    e('1.3-delta-diesel', '1.3L DDiS 190 Delta Diesel', 'diesel', 2015, 2019),
    e('1.0-rs-boosterjet-petrol', '1.0L Boosterjet RS Petrol', 'petrol', 2017, 2020),
    e('1.2-dualjet-zeta-petrol', '1.2L DualJet K12N Zeta Petrol', 'petrol', 2022, 2026),
    e('1.2-dualjet-alpha-amt-petrol', '1.2L DualJet K12N Alpha AMT Petrol', 'petrol', 2022, 2026),
    e('1.2-delta-cng', '1.2L K12N Delta S-CNG', 'cng', 2023, 2026),
  ]),
  maruti('dzire', 'Dzire', [
    e('1.2-vxi-petrol', '1.2L K12M VXi Petrol', 'petrol', 2017, 2020),
    e('1.3-vdi-diesel', '1.3L DDiS 190 VDi Diesel', 'diesel', 2017, 2019),
    e('1.2-dualjet-vxi-petrol', '1.2L DualJet K12N VXi Petrol', 'petrol', 2020, 2024),
    e('1.2-vxi-cng', '1.2L K12N VXi S-CNG', 'cng', 2022, 2024),
    e('1.2-z12e-vxi-petrol', '1.2L Z12E VXi Petrol', 'petrol', 2025, 2026),
    e('1.2-z12e-vxi-cng', '1.2L Z12E VXi CNG', 'cng', 2025, 2026),
  ]),
  maruti('wagon-r', 'Wagon R', [
    e('1.0-lxi-petrol', '1.0L K10 LXi Petrol', 'petrol', 2010, 2026),
    e('1.0-lxi-cng', '1.0L K10 LXi S-CNG', 'cng', 2010, 2026),
    e('1.1-f10d-lxi-petrol', '1.1L F10D LXi Petrol', 'petrol', 2005, 2009),
    e('1.2-zxi-petrol', '1.2L K12M ZXi Petrol', 'petrol', 2019, 2026),
  ]),
  maruti('alto-k10', 'Alto K10', [
    e('1.0-vxi-petrol', '1.0L K10B VXi Petrol', 'petrol', 2010, 2020),
    e('1.0-k10c-vxi-petrol', '1.0L K10C VXi Petrol', 'petrol', 2022, 2026),
    e('1.0-vxi-cng', '1.0L K10C VXi S-CNG', 'cng', 2023, 2026),
  ]),
  maruti('brezza', 'Brezza', [
    e('1.3-vdi-diesel', '1.3L DDiS 200 VDi Diesel', 'diesel', 2016, 2019),
    e('1.5-vxi-petrol', '1.5L K15B VXi Petrol', 'petrol', 2020, 2021),
    e('1.5-k15c-vxi-petrol', '1.5L K15C VXi Petrol', 'petrol', 2022, 2026),
    e('1.5-vxi-cng', '1.5L K15C VXi S-CNG', 'cng', 2023, 2026),
  ]),
  maruti('ertiga', 'Ertiga', [
    e('1.4-vxi-petrol', '1.4L K14B VXi Petrol', 'petrol', 2012, 2018),
    e('1.3-vdi-diesel', '1.3L DDiS 200 VDi Diesel', 'diesel', 2012, 2019),
    e('1.5-vxi-petrol', '1.5L K15B VXi Petrol', 'petrol', 2019, 2021),
    e('1.5-k15c-vxi-petrol', '1.5L K15C VXi Petrol', 'petrol', 2022, 2026),
    e('1.5-vxi-cng', '1.5L VXi S-CNG', 'cng', 2019, 2026),
  ]),
  maruti('grand-vitara', 'Grand Vitara', [
    e('1.5-zeta-petrol', '1.5L K15C Zeta Petrol', 'petrol', 2022, 2026),
    e('1.5-alpha-plus-strong-hybrid', '1.5L Intelligent Electric Hybrid Alpha+', 'petrol', 2022, 2026),
    e('1.5-delta-cng', '1.5L K15C Delta S-CNG', 'cng', 2023, 2026),
  ]),
  maruti('fronx', 'Fronx', [
    e('1.2-delta-petrol', '1.2L K12N Delta Petrol', 'petrol', 2023, 2026),
    e('1.0-turbo-zeta-petrol', '1.0L Boosterjet Turbo Zeta Petrol', 'petrol', 2023, 2026),
    e('1.2-sigma-cng', '1.2L K12N Sigma S-CNG', 'cng', 2023, 2026),
  ]),
  hyundai('creta', 'Creta', [
    e('1.6-sx-petrol', '1.6L Gamma SX Petrol', 'petrol', 2015, 2019),
    e('1.6-sx-crdi-diesel', '1.6L U2 CRDi SX Diesel', 'diesel', 2015, 2019),
    e('1.4-e-plus-crdi-diesel', '1.4L U2 CRDi E+ Diesel', 'diesel', 2015, 2019),
    e('1.5-sx-petrol', '1.5L MPi SX Petrol', 'petrol', 2020, 2026),
    e('1.5-sx-crdi-diesel', '1.5L U2 CRDi SX Diesel', 'diesel', 2020, 2026),
    e('1.4-turbo-gdi-petrol', '1.4L Kappa Turbo GDi SX(O) Petrol', 'petrol', 2020, 2022),
    e('1.5-turbo-gdi-petrol', '1.5L Turbo GDi SX(O) Petrol', 'petrol', 2024, 2026),
  ]),
  hyundai('creta-electric', 'Creta Electric', [
    e('42-kwh-executive', '42 kWh Executive', 'electric', 2025, 2026),
    e('51.4-kwh-long-range', '51.4 kWh Long Range', 'electric', 2025, 2026),
  ]),
  hyundai('i20', 'i20', [
    e('1.2-sportz-petrol', '1.2L Kappa Sportz Petrol', 'petrol', 2008, 2020),
    e('1.4-sportz-crdi-diesel', '1.4L U2 CRDi Sportz Diesel', 'diesel', 2010, 2020),
    e('1.2-asta-petrol', '1.2L Kappa Asta Petrol', 'petrol', 2021, 2026),
    e('1.0-turbo-gdi-asta-petrol', '1.0L Turbo GDi Asta Petrol', 'petrol', 2021, 2023),
    e('1.5-asta-crdi-diesel', '1.5L U2 CRDi Asta Diesel', 'diesel', 2021, 2022),
  ]),
  hyundai('venue', 'Venue', [
    e('1.2-s-petrol', '1.2L Kappa S Petrol', 'petrol', 2019, 2026),
    e('1.0-turbo-gdi-sx-petrol', '1.0L Turbo GDi SX Petrol', 'petrol', 2019, 2026),
    e('1.4-crdi-s-diesel', '1.4L U2 CRDi S Diesel', 'diesel', 2019, 2020),
    e('1.5-crdi-sx-diesel', '1.5L U2 CRDi SX Diesel', 'diesel', 2021, 2026),
  ]),
  hyundai('verna', 'Verna', [
    e('1.6-vtvt-sx-petrol', '1.6L VTVT SX Petrol', 'petrol', 2015, 2020),
    e('1.6-crdi-sx-diesel', '1.6L U2 CRDi SX Diesel', 'diesel', 2015, 2020),
    e('1.5-mpi-sx-petrol', '1.5L MPi SX Petrol', 'petrol', 2020, 2026),
    e('1.5-crdi-sx-diesel', '1.5L U2 CRDi SX Diesel', 'diesel', 2020, 2022),
    e('1.5-turbo-gdi-sx-petrol', '1.5L Turbo GDi SX(O) Petrol', 'petrol', 2023, 2026),
  ]),
  hyundai('grand-i10-nios', 'Grand i10 Nios', [
    e('1.2-sportz-petrol', '1.2L Kappa Sportz Petrol', 'petrol', 2019, 2026),
    e('1.2-sportz-cng', '1.2L Kappa Sportz CNG', 'cng', 2020, 2026),
    e('1.2-sportz-crdi-diesel', '1.2L U2 CRDi Sportz Diesel', 'diesel', 2019, 2022),
  ]),
  hyundai('exter', 'Exter', [
    e('1.2-s-petrol', '1.2L Kappa S Petrol', 'petrol', 2023, 2026),
    e('1.2-s-cng', '1.2L Kappa S CNG', 'cng', 2023, 2026),
  ]),
  hyundai('alcazar', 'Alcazar', [
    e('2.0-platinum-petrol', '2.0L MPi Platinum Petrol', 'petrol', 2021, 2023),
    e('1.5-turbo-gdi-platinum-petrol', '1.5L Turbo GDi Platinum Petrol', 'petrol', 2024, 2026),
    e('1.5-crdi-platinum-diesel', '1.5L U2 CRDi Platinum Diesel', 'diesel', 2021, 2026),
  ]),
];
