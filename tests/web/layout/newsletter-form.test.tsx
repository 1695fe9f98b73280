import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscribeNewsletterDocument } from '@web/__generated__/graphql';
import { NewsletterForm } from '@web/features/layout/newsletter/newsletter-form';
import { i18n } from '@web/shared/i18n/i18n';

const answer = (email: string, errors: string[] = []) => ({
  request: { query: SubscribeNewsletterDocument, variables: { email } },
  result: {
    data: {
      subscribeNewsletter: {
        __typename: 'SubscribeNewsletterPayload',
        subscribed: errors.length === 0,
        errors: errors.map((code) => ({ __typename: 'UserError', code, field: ['email'] })),
      },
    },
  },
});

function renderForm(mocks: ReturnType<typeof answer>[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <NewsletterForm />
      </I18nProvider>
    </MockedProvider>,
  );
}

describe('footer newsletter form', () => {
  it('checks the address on the client before calling the gateway', async () => {
    const user = userEvent.setup();
    renderForm([]);
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');

    await user.type(email, 'rider.example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
  });

  it('subscribes a trimmed address and says so', async () => {
    const user = userEvent.setup();
    renderForm([answer('rider@example.com')]);
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, '  rider@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you! You are subscribed to our newsletter.')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('shows the gateway’s error code as a translated message', async () => {
    const user = userEvent.setup();
    const long = `${'a'.repeat(65)}@example.com`;
    renderForm([answer(long, ['ERROR_FORM_TOO_LONG'])]);
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), long);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This e-mail address is too long.')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});
