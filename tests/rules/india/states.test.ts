import { describe, expect, it } from 'vitest';
import {
  findIndianState,
  INDIAN_STATES,
  pinBelongsToState,
  stateByGstCode,
  stateName,
  statesForPin,
} from '../../../rules/india/states';

const codesFor = (pin: string) => statesForPin(pin).map((s) => s.code);

describe('Indian states and union territories', () => {
  it('are the 28 states and 8 union territories, each with its own ISO and GST code', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(stateByGstCode('29')?.code).toBe('KA');
  });

  it('find the state of a PIN code by its postal prefix', () => {
    expect(codesFor('560058')).toEqual(['KA']);
    expect(codesFor('110001')).toEqual(['DL']);
    expect(codesFor('400001')).toEqual(['MH']);
    expect(codesFor('600001')).toEqual(['TN']);
    expect(codesFor('500001')).toEqual(['TS']);
    expect(codesFor('248001')).toEqual(['UK', 'UP']);
    expect(codesFor('682555')).toEqual(['LD', 'KL']);
    expect(codesFor('160017')).toEqual(['CH', 'PB']);
  });

  it('find no state for Army Post Office PINs (9xxxxx) or malformed ones', () => {
    for (const pin of ['900001', '999999', '056001', '56005', '5600588', 'ABCDEF']) {
      expect(statesForPin(pin), pin).toEqual([]);
    }
  });

  it('say whether a PIN code belongs to a state', () => {
    expect(pinBelongsToState('560058', 'KA')).toBe(true);
    expect(pinBelongsToState('560058', 'ka')).toBe(true);
    expect(pinBelongsToState('560058', 'TN')).toBe(false);
    expect(pinBelongsToState('110001', 'HR')).toBe(false);
    expect(pinBelongsToState('500001', 'AP')).toBe(false);
    expect(pinBelongsToState('248001', 'UP')).toBe(true);
    expect(pinBelongsToState('900001', 'DL')).toBe(false);
  });

  it('are named in the shopper language, English for others', () => {
    expect(stateName('KA', 'hi')).toBe('कर्नाटक');
    expect(stateName('KA', 'kn')).toBe('ಕರ್ನಾಟಕ');
    expect(stateName('KA', 'ta')).toBe('கர்நாடகா');
    expect(stateName('KA', 'te')).toBe('కర్ణాటక');
    expect(stateName('ka', 'en')).toBe('Karnataka');
    expect(stateName('TN', 'fr')).toBe('Tamil Nadu');
    expect(stateName('TN', 'constructor')).toBe('Tamil Nadu');
    expect(stateName('Karnataka', 'hi')).toBeNull();
    expect(stateName(null, 'hi')).toBeNull();
  });

  it('have a name in every language, written in its own script', () => {
    const scripts = {
      hi: /\p{Script=Devanagari}/u,
      kn: /\p{Script=Kannada}/u,
      ta: /\p{Script=Tamil}/u,
      te: /\p{Script=Telugu}/u,
    };
    for (const state of INDIAN_STATES) {
      for (const [language, script] of Object.entries(scripts)) {
        const name = stateName(state.code, language)!;
        expect(name, `${state.code} ${language}`).toMatch(script);
        expect(name).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('are found by ISO code or English name in any case', () => {
    expect(findIndianState('KA')?.code).toBe('KA');
    expect(findIndianState(' ka ')?.code).toBe('KA');
    expect(findIndianState('karnataka')?.code).toBe('KA');
    expect(findIndianState('Tamil  Nadu')?.code).toBe('TN');
    expect(findIndianState('Dadra and Nagar Haveli and Daman and Diu')?.code).toBe('DH');
    for (const unknown of ['Bavaria', 'IN', '', null, 'toString']) {
      expect(findIndianState(unknown), String(unknown)).toBeNull();
    }
  });
});
