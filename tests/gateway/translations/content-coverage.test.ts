import { describe, expect, it } from 'vitest';
import { contentTranslationProblems, requiredPhrases } from '../../../gateway/translations/content-coverage';
import { STRUCTURAL_TEXTS } from '../../../gateway/translations/seed';

describe('content translation coverage (npm run i18n:check)', () => {
  it('finds every structural text translated in hi, kn, ta and te', () => {
    expect(contentTranslationProblems()).toEqual([]);
  });

  it('asks for attribute groups, option names and values, but not sizes or colours (those are colours)', () => {
    const phrases = requiredPhrases();
    expect(phrases).toEqual(expect.arrayContaining(['Specifications', 'General', 'Position', 'Front', 'Rear']));
    expect(phrases).not.toContain('XL');
    expect(phrases).not.toContain('Black');
  });

  it('reports a missing item, English copied over, and a list of the wrong length', () => {
    const ta = STRUCTURAL_TEXTS.ta;
    const { horns: _dropped, ...categories } = ta.categories;
    const broken = {
      ...STRUCTURAL_TEXTS,
      ta: {
        ...ta,
        categories,
        colors: { ...ta.colors, red: 'Red' },
        services: { ...ta.services, rto: { ...ta.services.rto!, includes: ['ஆவணச் சரிபார்ப்பு'] } },
      },
    };
    expect(contentTranslationProblems(broken)).toEqual([
      'ta: categories "horns" has no translation',
      'ta: colors "red" (1) is not written in the language: "Red"',
      'ta: services "rto" has 4 texts, the English 6',
    ]);
  });

  it('asks for every workshop (both seeders) in its script, with the PIN code of the English address', () => {
    const hi = STRUCTURAL_TEXTS.hi;
    const { hyderabad: _dropped, ...workshops } = hi.workshops;
    const broken = {
      ...STRUCTURAL_TEXTS,
      hi: {
        ...hi,
        workshops: {
          ...workshops,
          chennai: { name: 'चेन्नई', address: '18, SIDCO Industrial Estate, Guindy, Chennai 600032' },
          pune: { name: 'पुणे', address: 'J-188, एमआईडीसी भोसरी, पुणे' },
        },
      },
    };
    expect(contentTranslationProblems(broken)).toEqual([
      'hi: workshops "chennai" (2) is not written in the language: "18, SIDCO Industrial Estate, Guindy, Chennai 600032"',
      'hi: workshops "hyderabad" has no translation',
      'hi: workshops "pune" address lacks the PIN code 411026',
    ]);
  });
});
