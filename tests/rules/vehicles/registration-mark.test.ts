import { describe, expect, it } from 'vitest';
import { indianState } from '../../../rules/india/states';
import { parseRegistrationMark } from '../../../rules/vehicles/registration-mark';
import { REGISTRATION_STATES, registrationState } from '../../../rules/vehicles/registration-states';

const NOW = new Date('2026-06-15T12:00:00Z');
const parse = (text: string) => parseRegistrationMark(text, NOW);

describe('parseRegistrationMark: state series', () => {
  it('reads state, RTO, series and number, and normalises spacing, case and padding', () => {
    expect(parse(' mh 12 ab 1234 ')).toEqual({
      ok: true,
      mark: {
        kind: 'state',
        normalized: 'MH12AB1234',
        display: 'MH 12 AB 1234',
        plateStateCode: 'MH',
        stateCode: 'MH',
        rto: '12',
        series: 'AB',
        number: '1234',
      },
    });
    expect(parse('KA-1-M-9')).toMatchObject({ ok: true, mark: { normalized: 'KA01M0009', display: 'KA 01 M 0009' } });
    expect(parse('TN.09.BX.42')).toMatchObject({ ok: true, mark: { rto: '09', series: 'BX', number: '0042' } });
  });

  it("keeps Delhi's one-digit districts and category letter in the series", () => {
    expect(parse('DL3CAB1234')).toMatchObject({
      ok: true,
      mark: { normalized: 'DL3CAB1234', display: 'DL 3 CAB 1234', rto: '3', series: 'CAB' },
    });
  });

  it('maps old and new plate codes to the same state', () => {
    for (const [plate, state] of [
      ['TS09EA1234', 'TS'],
      ['TG09EA1234', 'TS'],
      ['OR02AB1234', 'OD'],
      ['OD02AB1234', 'OD'],
      ['UA07A1234', 'UK'],
      ['UK07A1234', 'UK'],
      ['DN09A1234', 'DH'],
      ['DD03A1234', 'DH'],
      ['CG04AB1234', 'CG'],
    ] as const) {
      expect(parse(plate), plate).toMatchObject({ ok: true, mark: { stateCode: state } });
    }
  });

  it('points every plate code at one of the 36 states and union territories', () => {
    for (const entry of REGISTRATION_STATES) expect(indianState(entry.stateCode), entry.code).not.toBeNull();
    const covered = new Set(REGISTRATION_STATES.map((s) => s.stateCode));
    expect(covered.size).toBe(36);
    expect(registrationState('ct')).toBeNull();
  });

  it.each([
    ['EMPTY', ''],
    ['EMPTY', ' - '],
    ['MALFORMED', 'hello'],
    ['MALFORMED', 'MH12AB12345'],
    ['MALFORMED', 'MH123AB1234'],
    ['MALFORMED', 'MH00AB1234'],
    ['MALFORMED', 'MH12AB0000'],
    ['MALFORMED', 'MH12ABCD1234'],
    ['MALFORMED', 'MH12AB12#4'],
    ['MALFORMED', `MH12AB1234${' '.repeat(30)}X`],
    ['UNKNOWN_STATE', 'XX12AB1234'],
    ['UNKNOWN_STATE', 'CT04AB1234'],
  ])('answers %s for %j', (reason, text) => {
    expect(parse(text)).toEqual({ ok: false, reason });
  });
});

describe('parseRegistrationMark: Bharat (BH) series', () => {
  it('reads the year of first registration, number and letters', () => {
    expect(parse('22 BH 1234 AA')).toEqual({
      ok: true,
      mark: {
        kind: 'bharat',
        normalized: '22BH1234AA',
        display: '22 BH 1234 AA',
        year: 2022,
        number: '1234',
        series: 'AA',
      },
    });
    expect(parse('21bh0001c')).toMatchObject({ ok: true, mark: { year: 2021, series: 'C' } });
  });

  it.each([
    ['20BH1234AA', 'before the scheme (2021)'],
    ['27BH1234AA', 'a year still to come'],
    ['22BH123AA', 'three digits'],
    ['22BH1234AI', 'the letter I'],
    ['22BH1234OA', 'the letter O'],
    ['22BH1234ABC', 'three letters'],
    ['22BH0000AA', 'number zero'],
  ])('refuses %s (%s) as MALFORMED', (text) => {
    expect(parse(text)).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});
