import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormat } from '@web/shared/format/use-format';
import { CATALOG_CODES, hasCatalog, loadCatalog } from '@web/shared/i18n/catalogs';
import { activateLocale, i18n, intlLocale } from '@web/shared/i18n/i18n';
import { detectLocale, localeInfo, registerLanguages } from '@web/shared/i18n/locales';
import { startLocale } from '@web/shared/i18n/start-locale';
import { knownLanguagesVar, languageVar } from '@web/shared/state/preferences';

afterEach(async () => {
  await activateLocale({ code: 'en', locale: 'en-IN', direction: 'ltr' });
});

describe('message catalogues', () => {
  it('are keyed by language code, one per locales/ folder', () => {
    expect(CATALOG_CODES).toEqual(['en', 'hi', 'kn', 'ta', 'te']);
    expect(hasCatalog('hi')).toBe(true);
    expect(hasCatalog('ar')).toBe(false);
  });

  it('merge a language over English, so a missing message shows in English', async () => {
    const english = await loadCatalog('en');
    const hindi = await loadCatalog('hi');
    const id = Object.keys(english).find((key) => key in hindi)!;
    await activateLocale({ code: 'hi', locale: 'hi-IN', direction: 'ltr' });
    expect(i18n.messages[id]).toEqual(hindi[id]);
    // A language the gateway lists without a catalogue shows English messages with its own lang and dir.
    await activateLocale({ code: 'ur', locale: 'ur-IN', direction: 'rtl' });
    expect(i18n.messages[id]).toEqual(english[id]);
    expect(document.documentElement.lang).toBe('ur-IN');
    expect(document.documentElement.dir).toBe('rtl');
    expect(intlLocale(i18n)).toBe('ur-IN');
  });
});

describe('languages from the gateway', () => {
  it('give the locale and direction of a code', async () => {
    registerLanguages([
      { code: 'ta', locale: 'ta-IN', direction: 'LTR' },
      { code: 'ar', locale: 'ar-AE', direction: 'RTL' },
    ]);
    expect(localeInfo('ar')).toEqual({ code: 'ar', locale: 'ar-AE', direction: 'rtl' });
    await activateLocale('ta');
    expect(document.documentElement.lang).toBe('ta-IN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.locale).toBe('ta');
    expect(intlLocale(i18n)).toBe('ta-IN');
  });

  it('pick the browser language only when there is a catalogue for it', () => {
    expect(detectLocale(['kn-IN', 'en'])).toBe('kn');
    expect(detectLocale(['fr-FR', 'ta'])).toBe('ta');
    expect(detectLocale(['fr-FR'])).toBe('en');
  });
});

describe('start-up language', () => {
  let resets = 0;
  const gateway = (languages: unknown[] | Error) =>
    ({
      query: () => (languages instanceof Error ? Promise.reject(languages) : Promise.resolve({ data: { languages } })),
      resetStore: () => (resets++, Promise.resolve([])),
    }) as never;
  const listed = [
    { code: 'en', locale: 'en-IN', name: 'English', direction: 'LTR' },
    { code: 'kn', locale: 'kn-IN', name: 'ಕನ್ನಡ', direction: 'LTR' },
  ];

  it('activates the kept choice with the gateway’s locale', async () => {
    languageVar('kn');
    await (
      await startLocale(gateway(listed))
    ).checked;
    expect(document.documentElement.lang).toBe('kn-IN');
    expect(languageVar()).toBe('kn');
  });

  it('falls back to the gateway’s first language when the kept one is no longer offered', async () => {
    languageVar('te');
    resets = 0;
    await (
      await startLocale(gateway(listed))
    ).checked;
    expect(i18n.locale).toBe('en');
    expect(languageVar()).toBe('en');
    // The content asked so far was asked in Telugu: the cache goes and the page asks again in English.
    expect(resets).toBe(1);
  });

  it('paints in the kept language without waiting for the gateway, and remembers its answer for the next visit', async () => {
    const withTelugu = [...listed, { code: 'te', locale: 'te-IN', name: 'తెలుగు', direction: 'LTR' }];
    languageVar('te');
    let answer: ((value: unknown) => void) | undefined;
    const slow = { query: () => new Promise((resolve) => (answer = resolve)) } as never;
    const { checked } = await startLocale(slow);
    // The gateway has not answered: Telugu is active, with the code as its locale.
    expect(i18n.locale).toBe('te');
    expect(document.documentElement.lang).toBe('te');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!({ data: { languages: withTelugu } });
    await checked;
    expect(document.documentElement.lang).toBe('te-IN');
    expect(knownLanguagesVar()).toContainEqual({ code: 'te', locale: 'te-IN', direction: 'ltr' });
    // The next visit (fresh modules reading the same storage) has the locale before the gateway answers.
    document.documentElement.lang = '';
    vi.resetModules();
    const next = await import('@web/shared/i18n/start-locale');
    await next.startLocale({ query: () => new Promise(() => {}) } as never);
    expect(document.documentElement.lang).toBe('te-IN');
  });

  it('keeps the choice when the gateway cannot be reached', async () => {
    languageVar('hi');
    await (
      await startLocale(gateway(new Error('offline')))
    ).checked;
    expect(i18n.locale).toBe('hi');
    expect(languageVar()).toBe('hi');
  });
});

describe('useFormat', () => {
  it('follows the active language’s locale from the gateway', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.locale).toBe('en-IN');
    expect(result.current.count(1234567)).toBe('12,34,567');
    await act(() => activateLocale({ code: 'kn', locale: 'kn-IN', direction: 'ltr' }));
    expect(result.current.locale).toBe('kn-IN');
    expect(result.current.date('2026-11-21', 'long')).toMatch(/ನವೆಂಬರ್/);
    await act(() => activateLocale({ code: 'en', locale: 'en-GB', direction: 'ltr' }));
    expect(result.current.count(1234567)).toBe('1,234,567');
  });
});
