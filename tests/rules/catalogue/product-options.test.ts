import { describe, expect, it } from 'vitest';
import { checkFitment, checkProductOptions, type ProductOptionFields } from '../../../rules/catalogue/product-fields';

const words = (name: string, ...values: string[]): ProductOptionFields => ({
  name,
  type: 'default',
  values: values.map((v) => ({ name: v })),
});
const colours = (name: string, ...values: [string, string][]): ProductOptionFields => ({
  name,
  type: 'color',
  values: values.map(([v, color]) => ({ name: v, color })),
});

describe('checkProductOptions', () => {
  it('accepts options with unique names and values', () => {
    expect(
      checkProductOptions([
        words('Pack', 'Set of 4', 'Set of 8'),
        colours('Colour', ['Black', 'black'], ['Red', 'red']),
      ]),
    ).toEqual([]);
  });

  it('names repeated option names, value names and colours on their fields', () => {
    expect(
      checkProductOptions([
        words('Pack', 'Set of 4', 'set-of-4'),
        words('PACK', 'Pair'),
        colours('Colour', ['Black', 'black'], ['Jet', 'black']),
      ]),
    ).toEqual([
      { code: 'OPTION_VALUE_REPEATED', field: ['options', '0', 'values', '1', 'name'] },
      { code: 'OPTION_NAME_REPEATED', field: ['options', '1', 'name'] },
      { code: 'OPTION_COLOR_REPEATED', field: ['options', '2', 'values', '1', 'color'] },
    ]);
  });

  it("refuses a word option that would share the colour option's stored slug", () => {
    expect(checkProductOptions([colours('Shade', ['Black', 'black']), words('Color', 'Matt')])).toEqual([
      { code: 'OPTION_NAME_REPEATED', field: ['options', '1', 'name'] },
    ]);
  });

  it('refuses a second colour option on its type, empty names and options without values', () => {
    expect(
      checkProductOptions([
        colours('Colour', ['Black', 'black']),
        colours('Trim', ['Red', 'red']),
        words(' ', ' '),
        words('Side'),
      ]),
    ).toEqual([
      { code: 'COLOR_OPTION_REPEATED', field: ['options', '1', 'type'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['options', '2', 'name'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['options', '2', 'values', '0', 'name'] },
      { code: 'OPTION_VALUE_COUNT', field: ['options', '3', 'values'] },
    ]);
  });
});

describe('checkFitment', () => {
  it('needs vehicles for a list and none otherwise', () => {
    expect(checkFitment('list', ['a/b/2019/c'])).toEqual([]);
    expect(checkFitment('all', [])).toEqual([]);
    expect(checkFitment('list', [])).toEqual([{ code: 'VEHICLES_REQUIRED', field: ['vehicles'] }]);
    expect(checkFitment('unknown', ['a/b/2019/c'])).toEqual([{ code: 'ERROR_FORM_INVALID', field: ['vehicles'] }]);
  });
});
