/**
 * Hero, Honda (HMSI), Bajaj and TVS two-wheelers, model years 2015–2026 as sold in India.
 * Honda two-wheelers carry Honda Motorcycle & Scooter India's WMI (ME4).
 *
 */
import { bike, e } from './define';
import type { VehicleModel } from './types';

const hero = bike('hero');
const honda = bike('honda');
const bajaj = bike('bajaj');
const tvs = bike('tvs');

export const TWO_WHEELER_MODELS: VehicleModel[] = [
  hero('splendor-plus', 'Splendor Plus', [
    e('97.2cc-kick-drum', '97.2cc Kick Start Drum', 'petrol', 2005, 2026),
    e('97.2cc-self-alloy', '97.2cc Self Start Alloy', 'petrol', 2008, 2026),
    e('97.2cc-i3s', '97.2cc i3S Self Start', 'petrol', 2016, 2026),
  ]),
  hero('hf-deluxe', 'HF Deluxe', [
    e('97.2cc-kick-alloy', '97.2cc Kick Start Alloy', 'petrol', 2015, 2026),
    e('97.2cc-i3s', '97.2cc i3S Self Start', 'petrol', 2019, 2026),
  ]),
  hero('glamour', 'Glamour', [
    e('124.7cc-drum', '124.7cc Drum', 'petrol', 2015, 2026),
    e('124.7cc-disc', '124.7cc Disc', 'petrol', 2015, 2026),
  ]),
  hero('xpulse-200', 'XPulse 200', [
    e('199.6cc-2v', '199.6cc 2V', 'petrol', 2019, 2022),
    e('199.6cc-4v', '199.6cc 4V', 'petrol', 2023, 2026),
  ]),
  hero('vida-v1', 'Vida V1', [
    e('3.94-kwh-pro', '3.94 kWh Pro', 'electric', 2022, 2025),
    e('3.44-kwh-plus', '3.44 kWh Plus', 'electric', 2022, 2025),
  ]),
  hero('vida-v2', 'Vida V2', [
    e('3.94-kwh-pro', '3.94 kWh Pro', 'electric', 2025, 2026),
    e('3.44-kwh-plus', '3.44 kWh Plus', 'electric', 2025, 2026),
    e('2.2-kwh-lite', '2.2 kWh Lite', 'electric', 2025, 2026),
  ]),
  honda('activa-6g', 'Activa 6G', [
    e('109.51cc-std', '109.51cc STD', 'petrol', 2020, 2026),
    e('109.51cc-dlx', '109.51cc DLX', 'petrol', 2020, 2026),
    e('109.51cc-h-smart', '109.51cc H-Smart', 'petrol', 2023, 2026),
  ]),
  honda('shine', 'Shine', [
    e('124cc-drum', '124cc Drum', 'petrol', 2015, 2026),
    e('124cc-disc', '124cc Disc', 'petrol', 2015, 2026),
  ]),
  honda('unicorn', 'Unicorn', [
    e('149.1cc-cbs', '149.1cc CBS', 'petrol', 2015, 2019),
    e('162.7cc-abs', '162.7cc ABS', 'petrol', 2020, 2026),
  ]),
  honda('dio', 'Dio', [
    e('109.51cc-std', '109.51cc STD', 'petrol', 2015, 2026),
    e('109.51cc-dlx', '109.51cc DLX', 'petrol', 2020, 2026),
  ]),
  honda('sp-125', 'SP 125', [
    e('123.94cc-drum', '123.94cc Drum', 'petrol', 2020, 2026),
    e('123.94cc-disc', '123.94cc Disc', 'petrol', 2020, 2026),
  ]),
  bajaj('pulsar-150', 'Pulsar 150', [
    e('149.5cc-single-disc', '149.5cc Single Disc', 'petrol', 2005, 2026),
    e('149.5cc-twin-disc', '149.5cc Twin Disc', 'petrol', 2019, 2026),
    e('149.5cc-neon', '149.5cc Neon', 'petrol', 2017, 2022),
  ]),
  bajaj('pulsar-ns200', 'Pulsar NS200', [
    e('199.5cc', '199.5cc', 'petrol', 2015, 2018),
    e('199.5cc-abs', '199.5cc ABS', 'petrol', 2019, 2026),
  ]),
  bajaj('platina-110', 'Platina 110', [
    e('115.45cc-drum', '115.45cc Drum', 'petrol', 2019, 2026),
    e('115.45cc-abs', '115.45cc ABS', 'petrol', 2022, 2026),
  ]),
  bajaj('dominar-400', 'Dominar 400', [e('373.3cc-abs', '373.3cc ABS', 'petrol', 2017, 2026)]),
  bajaj('chetak', 'Chetak', [
    e('3-kwh-premium', '3 kWh Premium', 'electric', 2020, 2023),
    e('2.88-kwh-2901', '2.88 kWh 2901', 'electric', 2024, 2026),
    e('3.2-kwh-premium', '3.2 kWh Premium', 'electric', 2024, 2026),
    e('3.5-kwh-3501', '3.5 kWh 3501', 'electric', 2025, 2026),
  ]),
  tvs('apache-rtr-160', 'Apache RTR 160', [
    e('159.7cc-drum', '159.7cc Drum', 'petrol', 2007, 2026),
    e('159.7cc-disc', '159.7cc Disc', 'petrol', 2007, 2026),
  ]),
  tvs('apache-rtr-160-4v', 'Apache RTR 160 4V', [
    e('159.7cc-4v-disc', '159.7cc 4V Disc', 'petrol', 2018, 2026),
    e('159.7cc-4v-dual-abs', '159.7cc 4V Dual-Channel ABS', 'petrol', 2021, 2026),
  ]),
  tvs('jupiter', 'Jupiter', [
    e('109.7cc-std', '109.7cc STD', 'petrol', 2015, 2024),
    e('109.7cc-zx', '109.7cc ZX', 'petrol', 2015, 2024),
    e('113.3cc-drum', '113.3cc Drum', 'petrol', 2024, 2026),
    e('113.3cc-disc-sxc', '113.3cc Disc SXC', 'petrol', 2024, 2026),
  ]),
  tvs('ntorq-125', 'Ntorq 125', [
    e('124.8cc-disc', '124.8cc Disc', 'petrol', 2018, 2026),
    e('124.8cc-race-xp', '124.8cc Race XP', 'petrol', 2022, 2026),
  ]),
  tvs('raider-125', 'Raider 125', [
    e('124.8cc-drum', '124.8cc Drum', 'petrol', 2021, 2026),
    e('124.8cc-disc', '124.8cc Disc', 'petrol', 2021, 2026),
  ]),
  tvs('iqube', 'iQube', [
    e('2.25-kwh-standard', '2.25 kWh Standard', 'electric', 2020, 2021),
    e('3.04-kwh-s', '3.04 kWh S', 'electric', 2022, 2026),
    e('2.2-kwh', '2.2 kWh', 'electric', 2024, 2026),
    e('3.4-kwh-st', '3.4 kWh ST', 'electric', 2023, 2026),
  ]),
];
