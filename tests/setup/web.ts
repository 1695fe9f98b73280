import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '@web/shared/i18n/i18n';

beforeAll(async () => {
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
