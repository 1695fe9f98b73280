import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@web/shared/i18n/i18n';

/** Renders a component with mocked GraphQL answers, English messages and a router. */
export function renderWithProviders(ui: ReactNode, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

/** The error text linked to an input by aria-describedby. */
export function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
