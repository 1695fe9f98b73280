/**
 * Honda, Toyota, Kia, MG, Renault, Volkswagen and Ford four-wheelers built in India,
 * model years 2015–2026 as sold. Honda cars carry Honda Cars India's WMI (MAK).
 *
 */
import { car, e } from './define';
import type { VehicleModel } from './types';

const honda = car('honda');
const toyota = car('toyota');
const kia = car('kia');
const mg = car('mg');
const renault = car('renault');
const vw = car('volkswagen');
const ford = car('ford');

export const MORE_CAR_MODELS: VehicleModel[] = [
  honda('city', 'City', [
    e('1.5-i-vtec-v-petrol', '1.5L i-VTEC V Petrol', 'petrol', 2009, 2026),
    e('1.5-i-dtec-v-diesel', '1.5L i-DTEC V Diesel', 'diesel', 2014, 2022),
    e('1.5-i-dsi-gxi-petrol', '1.5L i-DSI GXi Petrol', 'petrol', 2005, 2008),
    e('1.5-e-hev-zx', '1.5L e:HEV ZX Strong Hybrid', 'petrol', 2022, 2026),
  ]),
  honda('amaze', 'Amaze', [
    e('1.2-i-vtec-s-petrol', '1.2L i-VTEC S Petrol', 'petrol', 2015, 2026),
    e('1.5-i-dtec-s-diesel', '1.5L i-DTEC S Diesel', 'diesel', 2015, 2022),
  ]),
  honda('elevate', 'Elevate', [
    e('1.5-i-vtec-v-petrol', '1.5L i-VTEC V Petrol', 'petrol', 2023, 2026),
    e('1.5-i-vtec-zx-cvt-petrol', '1.5L i-VTEC ZX CVT Petrol', 'petrol', 2023, 2026),
  ]),
  honda('wr-v', 'WR-V', [
    e('1.2-i-vtec-vx-petrol', '1.2L i-VTEC VX Petrol', 'petrol', 2017, 2022),
    e('1.5-i-dtec-vx-diesel', '1.5L i-DTEC VX Diesel', 'diesel', 2017, 2022),
  ]),
  toyota('innova-crysta', 'Innova Crysta', [
    e('2.4-gx-diesel', '2.4L 2GD-FTV GX Diesel', 'diesel', 2016, 2026),
    e('2.8-zx-at-diesel', '2.8L 1GD-FTV ZX AT Diesel', 'diesel', 2016, 2020),
    e('2.7-gx-petrol', '2.7L 2TR-FE GX Petrol', 'petrol', 2016, 2022),
  ]),
  toyota('fortuner', 'Fortuner', [
    e('3.0-d4d-4x4-diesel', '3.0L D-4D 4x4 Diesel', 'diesel', 2015, 2016),
    e('2.8-4x4-at-diesel', '2.8L 1GD-FTV 4x4 AT Diesel', 'diesel', 2016, 2026),
    e('2.7-4x2-petrol', '2.7L 2TR-FE 4x2 Petrol', 'petrol', 2016, 2026),
  ]),
  toyota('innova-hycross', 'Innova Hycross', [
    e('2.0-gx-petrol', '2.0L M20A GX Petrol', 'petrol', 2023, 2026),
    e('2.0-zx-strong-hybrid', '2.0L ZX Strong Hybrid', 'petrol', 2023, 2026),
  ]),
  toyota('urban-cruiser-hyryder', 'Urban Cruiser Hyryder', [
    e('1.5-neo-drive-s-petrol', '1.5L Neo Drive S Petrol', 'petrol', 2022, 2026),
    e('1.5-strong-hybrid-v', '1.5L Strong Hybrid V', 'petrol', 2022, 2026),
    e('1.5-s-cng', '1.5L S CNG', 'cng', 2023, 2026),
  ]),
  kia('seltos', 'Seltos', [
    e('1.5-htk-petrol', '1.5L Smartstream HTK Petrol', 'petrol', 2019, 2026),
    e('1.5-crdi-htx-diesel', '1.5L CRDi VGT HTX Diesel', 'diesel', 2019, 2026),
    e('1.4-t-gdi-gtx-plus-petrol', '1.4L T-GDi GTX+ Petrol', 'petrol', 2019, 2022),
    e('1.5-t-gdi-gtx-plus-petrol', '1.5L T-GDi GTX+ Petrol', 'petrol', 2023, 2026),
  ]),
  kia('sonet', 'Sonet', [
    e('1.2-hte-petrol', '1.2L Smartstream HTE Petrol', 'petrol', 2020, 2026),
    e('1.0-t-gdi-htx-petrol', '1.0L T-GDi HTX Petrol', 'petrol', 2020, 2026),
    e('1.5-crdi-htx-diesel', '1.5L CRDi HTX Diesel', 'diesel', 2020, 2026),
  ]),
  kia('carens', 'Carens', [
    e('1.5-premium-petrol', '1.5L Smartstream Premium Petrol', 'petrol', 2022, 2026),
    e('1.5-t-gdi-prestige-petrol', '1.5L T-GDi Prestige Petrol', 'petrol', 2022, 2026),
    e('1.5-crdi-luxury-diesel', '1.5L CRDi Luxury Diesel', 'diesel', 2022, 2026),
  ]),
  mg('hector', 'Hector', [
    e('1.5-turbo-sharp-petrol', '1.5L Turbo Sharp Petrol', 'petrol', 2019, 2026),
    e('2.0-sharp-diesel', '2.0L Multijet Sharp Diesel', 'diesel', 2019, 2026),
  ]),
  mg('zs-ev', 'ZS EV', [
    e('44.5-kwh-exclusive', '44.5 kWh Exclusive', 'electric', 2020, 2021),
    e('50.3-kwh-exclusive', '50.3 kWh Exclusive', 'electric', 2022, 2026),
  ]),
  mg('comet-ev', 'Comet EV', [e('17.3-kwh-plush', '17.3 kWh Plush', 'electric', 2023, 2026)]),
  mg('windsor-ev', 'Windsor EV', [
    e('38-kwh-essence', '38 kWh Essence', 'electric', 2024, 2026),
    e('52.9-kwh-essence-pro', '52.9 kWh Essence Pro', 'electric', 2025, 2026),
  ]),
  renault('kwid', 'Kwid', [
    e('0.8-sce-rxt-petrol', '0.8L SCe RXT Petrol', 'petrol', 2015, 2026),
    e('1.0-sce-rxt-petrol', '1.0L SCe RXT Petrol', 'petrol', 2016, 2026),
  ]),
  renault('triber', 'Triber', [e('1.0-energy-rxz-petrol', '1.0L Energy RXZ Petrol', 'petrol', 2019, 2026)]),
  renault('kiger', 'Kiger', [
    e('1.0-energy-rxt-petrol', '1.0L Energy RXT Petrol', 'petrol', 2021, 2026),
    e('1.0-turbo-rxz-petrol', '1.0L Turbo RXZ Petrol', 'petrol', 2021, 2026),
  ]),
  vw('polo', 'Polo', [
    e('1.2-mpi-comfortline-petrol', '1.2L MPI Comfortline Petrol', 'petrol', 2015, 2019),
    e('1.5-tdi-highline-diesel', '1.5L TDI Highline Diesel', 'diesel', 2015, 2019),
    e('1.0-mpi-comfortline-petrol', '1.0L MPI Comfortline Petrol', 'petrol', 2020, 2022),
    e('1.0-tsi-highline-plus-petrol', '1.0L TSI Highline Plus Petrol', 'petrol', 2020, 2022),
  ]),
  vw('taigun', 'Taigun', [
    e('1.0-tsi-topline-petrol', '1.0L TSI Topline Petrol', 'petrol', 2021, 2026),
    e('1.5-tsi-gt-petrol', '1.5L TSI GT Petrol', 'petrol', 2021, 2026),
  ]),
  vw('virtus', 'Virtus', [
    e('1.0-tsi-topline-petrol', '1.0L TSI Topline Petrol', 'petrol', 2022, 2026),
    e('1.5-tsi-gt-petrol', '1.5L TSI GT Petrol', 'petrol', 2022, 2026),
  ]),
  ford('ecosport', 'EcoSport', [
    e('1.5-ti-vct-titanium-petrol', '1.5L Ti-VCT Titanium Petrol', 'petrol', 2015, 2021),
    e('1.5-tdci-titanium-diesel', '1.5L TDCi Titanium Diesel', 'diesel', 2015, 2021),
    e('1.0-ecoboost-titanium-petrol', '1.0L EcoBoost Titanium Petrol', 'petrol', 2015, 2019),
  ]),
  ford('figo', 'Figo', [
    e('1.2-ti-vct-titanium-petrol', '1.2L Ti-VCT Titanium Petrol', 'petrol', 2015, 2021),
    e('1.5-tdci-titanium-diesel', '1.5L TDCi Titanium Diesel', 'diesel', 2015, 2021),
  ]),
];
