/**
 * Tata and Mahindra four-wheelers (including their EVs), model years 2015–2026 as sold in India.
 *
 */
import { car, e } from './define';
import type { VehicleModel } from './types';

const tata = car('tata');
const mahindra = car('mahindra');

export const TATA_MAHINDRA_MODELS: VehicleModel[] = [
  tata('nexon', 'Nexon', [
    e('1.2-revotron-xz-petrol', '1.2L Revotron Turbo XZ Petrol', 'petrol', 2017, 2026),
    e('1.5-revotorq-xz-diesel', '1.5L Revotorq XZ Diesel', 'diesel', 2017, 2026),
    e('1.2-icng-smart-cng', '1.2L Turbo iCNG Smart CNG', 'cng', 2024, 2026),
  ]),
  tata('nexon-ev', 'Nexon EV', [
    e('30.2-kwh-xz-plus', '30.2 kWh XZ+', 'electric', 2020, 2023),
    e('40.5-kwh-max', '40.5 kWh Max', 'electric', 2022, 2023),
    e('30-kwh-medium-range', '30 kWh Medium Range', 'electric', 2024, 2026),
    e('40.5-kwh-long-range', '40.5 kWh Long Range', 'electric', 2024, 2026),
    e('45-kwh-long-range', '45 kWh Long Range', 'electric', 2025, 2026),
  ]),
  tata('punch', 'Punch', [
    e('1.2-revotron-adventure-petrol', '1.2L Revotron Adventure Petrol', 'petrol', 2021, 2026),
    e('1.2-revotron-accomplished-amt-petrol', '1.2L Revotron Accomplished AMT Petrol', 'petrol', 2021, 2026),
    e('1.2-icng-adventure-cng', '1.2L iCNG Adventure CNG', 'cng', 2023, 2026),
  ]),
  tata('punch-ev', 'Punch EV', [
    e('25-kwh-medium-range', '25 kWh Medium Range', 'electric', 2024, 2026),
    e('35-kwh-long-range', '35 kWh Long Range', 'electric', 2024, 2026),
  ]),
  tata('tiago', 'Tiago', [
    e('1.2-revotron-xz-petrol', '1.2L Revotron XZ Petrol', 'petrol', 2016, 2026),
    e('1.05-revotorq-xz-diesel', '1.05L Revotorq XZ Diesel', 'diesel', 2016, 2019),
    e('1.2-icng-xz-cng', '1.2L iCNG XZ CNG', 'cng', 2022, 2026),
  ]),
  tata('tiago-ev', 'Tiago EV', [
    e('19.2-kwh-medium-range', '19.2 kWh Medium Range', 'electric', 2023, 2026),
    e('24-kwh-long-range', '24 kWh Long Range', 'electric', 2023, 2026),
  ]),
  tata('altroz', 'Altroz', [
    e('1.2-revotron-xz-petrol', '1.2L Revotron XZ Petrol', 'petrol', 2020, 2026),
    e('1.5-revotorq-xz-diesel', '1.5L Revotorq XZ Diesel', 'diesel', 2020, 2026),
    e('1.2-i-turbo-xz-petrol', '1.2L i-Turbo XZ Petrol', 'petrol', 2021, 2026),
    e('1.2-icng-xz-cng', '1.2L iCNG XZ CNG', 'cng', 2023, 2026),
  ]),
  tata('harrier', 'Harrier', [
    e('2.0-kryotec-xz-diesel', '2.0L Kryotec XZ Diesel', 'diesel', 2019, 2026),
    e('2.0-kryotec-fearless-at-diesel', '2.0L Kryotec Fearless AT Diesel', 'diesel', 2023, 2026),
  ]),
  tata('safari', 'Safari', [e('2.0-kryotec-xz-diesel', '2.0L Kryotec XZ Diesel', 'diesel', 2021, 2026)]),
  mahindra('xuv700', 'XUV700', [
    e('2.0-mstallion-ax7-petrol', '2.0L mStallion AX7 Petrol', 'petrol', 2021, 2026),
    e('2.2-mhawk-ax7-diesel', '2.2L mHawk AX7 Diesel', 'diesel', 2021, 2026),
    e('2.2-mhawk-mx-diesel', '2.2L mHawk MX Diesel', 'diesel', 2021, 2026),
  ]),
  mahindra('scorpio-n', 'Scorpio-N', [
    e('2.0-mstallion-z8-petrol', '2.0L mStallion Z8 Petrol', 'petrol', 2022, 2026),
    e('2.2-mhawk-z8-diesel', '2.2L mHawk Z8 Diesel', 'diesel', 2022, 2026),
    e('2.2-mhawk-z8l-4xplor-diesel', '2.2L mHawk Z8L 4Xplor Diesel', 'diesel', 2022, 2026),
  ]),
  mahindra('scorpio', 'Scorpio', [
    e('2.2-mhawk-s11-diesel', '2.2L mHawk S11 Diesel', 'diesel', 2009, 2026),
    e('2.5-m2dicr-s3-diesel', '2.5L m2DiCR S3 Diesel', 'diesel', 2006, 2019),
    e('2.6-crde-lx-diesel', '2.6L CRDe LX Diesel', 'diesel', 2005, 2008),
  ]),
  mahindra('thar', 'Thar', [
    e('2.5-crde-diesel', '2.5L CRDe DI Diesel', 'diesel', 2015, 2019),
    e('2.0-mstallion-lx-petrol', '2.0L mStallion LX Petrol', 'petrol', 2020, 2026),
    e('2.2-mhawk-lx-diesel', '2.2L mHawk LX Diesel', 'diesel', 2020, 2026),
    e('1.5-d117-ax-rwd-diesel', '1.5L D117 AX(O) RWD Diesel', 'diesel', 2023, 2026),
  ]),
  mahindra('xuv300', 'XUV300', [
    e('1.2-turbo-w8-petrol', '1.2L mStallion Turbo W8 Petrol', 'petrol', 2019, 2024),
    e('1.5-w8-diesel', '1.5L D117 W8 Diesel', 'diesel', 2019, 2024),
  ]),
  mahindra('xuv-3xo', 'XUV 3XO', [
    e('1.2-tcmpfi-mx-petrol', '1.2L TCMPFi MX Petrol', 'petrol', 2024, 2026),
    e('1.2-tgdi-ax7-petrol', '1.2L TGDi AX7 Petrol', 'petrol', 2024, 2026),
    e('1.5-crde-ax5-diesel', '1.5L CRDe AX5 Diesel', 'diesel', 2024, 2026),
  ]),
  mahindra('bolero', 'Bolero', [
    e('2.5-m2dicr-sle-diesel', '2.5L m2DiCR SLE Diesel', 'diesel', 2005, 2019),
    e('1.5-mhawk75-b6-diesel', '1.5L mHawk75 B6 Diesel', 'diesel', 2020, 2026),
  ]),
  mahindra('xuv400', 'XUV400', [
    e('34.5-kwh-ec-pro', '34.5 kWh EC Pro', 'electric', 2023, 2026),
    e('39.4-kwh-el-pro', '39.4 kWh EL Pro', 'electric', 2023, 2026),
  ]),
  mahindra('be-6', 'BE 6', [
    e('59-kwh-pack-two', '59 kWh Pack Two', 'electric', 2025, 2026),
    e('79-kwh-pack-three', '79 kWh Pack Three', 'electric', 2025, 2026),
  ]),
  mahindra('xev-9e', 'XEV 9e', [
    e('59-kwh-pack-one-above', '59 kWh Pack One Above', 'electric', 2025, 2026),
    e('79-kwh-pack-three', '79 kWh Pack Three', 'electric', 2025, 2026),
  ]),
];
