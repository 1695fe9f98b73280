/**
 * Royal Enfield, Yamaha, Suzuki, Ather and Ola Electric two-wheelers, model years 2015–2026 as
 * sold in India.
 */
import { bike, e } from './define';
import type { VehicleModel } from './types';

const royalEnfield = bike('royal-enfield');
const yamaha = bike('yamaha');
const suzuki = bike('suzuki');
const ather = bike('ather');
const ola = bike('ola');

export const MORE_TWO_WHEELER_MODELS: VehicleModel[] = [
  royalEnfield('classic-350', 'Classic 350', [
    e('346cc-uce', '346cc UCE', 'petrol', 2009, 2021),
    e('349cc-j-series-single-abs', '349cc J-series Single-Channel ABS', 'petrol', 2021, 2026),
    e('349cc-j-series-dual-abs', '349cc J-series Dual-Channel ABS', 'petrol', 2021, 2026),
  ]),
  royalEnfield('bullet-350', 'Bullet 350', [
    e('346cc-uce', '346cc UCE', 'petrol', 2015, 2022),
    e('349cc-j-series', '349cc J-series', 'petrol', 2023, 2026),
  ]),
  royalEnfield('meteor-350', 'Meteor 350', [
    e('349cc-fireball', '349cc Fireball', 'petrol', 2020, 2026),
    e('349cc-supernova', '349cc Supernova', 'petrol', 2020, 2026),
  ]),
  royalEnfield('himalayan', 'Himalayan', [
    e('411cc-ls410', '411cc LS410', 'petrol', 2016, 2023),
    e('452cc-sherpa-450', '452cc Sherpa 450', 'petrol', 2024, 2026),
  ]),
  royalEnfield('hunter-350', 'Hunter 350', [
    e('349cc-retro', '349cc Retro', 'petrol', 2022, 2026),
    e('349cc-metro', '349cc Metro', 'petrol', 2022, 2026),
  ]),
  royalEnfield('interceptor-650', 'Interceptor 650', [e('648cc-twin', '648cc Parallel Twin', 'petrol', 2018, 2026)]),
  yamaha('fz-s', 'FZ-S', [
    e('149cc-fi-v2', '149cc FZ-S FI V2', 'petrol', 2015, 2018),
    e('149cc-fi-v3', '149cc FZ-S FI V3', 'petrol', 2019, 2026),
    e('149cc-fi-v4-deluxe', '149cc FZ-S FI V4 Deluxe', 'petrol', 2023, 2026),
  ]),
  yamaha('r15', 'YZF-R15', [
    e('149cc-v2', '149cc R15 V2', 'petrol', 2015, 2016),
    e('155cc-v3', '155cc R15 V3', 'petrol', 2017, 2021),
    e('155cc-v4', '155cc R15 V4', 'petrol', 2021, 2026),
  ]),
  yamaha('mt-15', 'MT-15', [
    e('155cc', '155cc', 'petrol', 2019, 2021),
    e('155cc-v2', '155cc V2', 'petrol', 2022, 2026),
  ]),
  yamaha('ray-zr-125', 'RayZR 125', [
    e('125cc-fi', '125cc Fi', 'petrol', 2019, 2021),
    e('125cc-fi-hybrid', '125cc Fi Hybrid', 'petrol', 2022, 2026),
  ]),
  yamaha('fascino-125', 'Fascino 125', [e('125cc-fi-hybrid', '125cc Fi Hybrid', 'petrol', 2021, 2026)]),
  suzuki('access-125', 'Access 125', [
    e('124cc-drum', '124cc Drum', 'petrol', 2015, 2026),
    e('124cc-disc', '124cc Disc', 'petrol', 2015, 2026),
  ]),
  suzuki('gixxer', 'Gixxer', [
    e('155cc', '155cc', 'petrol', 2015, 2019),
    e('155cc-abs', '155cc ABS', 'petrol', 2019, 2026),
  ]),
  suzuki('burgman-street', 'Burgman Street', [e('124cc', '124cc', 'petrol', 2018, 2026)]),
  ather('450x', '450X', [
    e('2.61-kwh-gen-2', '2.61 kWh Gen 2', 'electric', 2020, 2021),
    e('3.7-kwh-gen-3', '3.7 kWh Gen 3', 'electric', 2022, 2026),
    e('2.9-kwh', '2.9 kWh', 'electric', 2023, 2026),
  ]),
  ather('450s', '450S', [e('2.9-kwh', '2.9 kWh', 'electric', 2023, 2026)]),
  ather('rizta', 'Rizta', [
    e('2.9-kwh-s', '2.9 kWh S', 'electric', 2024, 2026),
    e('3.7-kwh-z', '3.7 kWh Z', 'electric', 2024, 2026),
  ]),
  ola('s1-pro', 'S1 Pro', [
    e('3.97-kwh-gen-1', '3.97 kWh Gen 1', 'electric', 2021, 2023),
    e('4-kwh-gen-2', '4 kWh Gen 2', 'electric', 2023, 2026),
    e('3-kwh-gen-3', '3 kWh Gen 3', 'electric', 2025, 2026),
  ]),
  ola('s1-air', 'S1 Air', [e('3-kwh', '3 kWh', 'electric', 2023, 2026)]),
  ola('s1-x', 'S1 X', [
    e('2-kwh', '2 kWh', 'electric', 2024, 2026),
    e('3-kwh', '3 kWh', 'electric', 2024, 2026),
    e('4-kwh', '4 kWh', 'electric', 2024, 2026),
  ]),
  ola('roadster-x', 'Roadster X', [
    e('2.5-kwh', '2.5 kWh', 'electric', 2025, 2026),
    e('4.5-kwh', '4.5 kWh', 'electric', 2025, 2026),
  ]),
];
