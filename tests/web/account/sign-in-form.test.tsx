import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInDocument } from '@web/__generated__/graphql';
import { SignInForm } from '@web/features/account/forms/sign-in-form';
import { describedText, renderWithProviders } from './render';

describe('sign-in form (spec section 5)', () => {
  it('requires e-mail and password, links the errors and focuses the first one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText(/E-mail address/);
    const password = screen.getByLabelText(/Password/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(email)).toBe('This field is required.');
    expect(describedText(password)).toBe('This field is required.');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('rejects an e-mail without one part, an at sign and one part (ERROR_FORM_INCORRECT_EMAIL)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText(/E-mail address/), 'asha.example.in');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(describedText(screen.getByLabelText(/E-mail address/))).toBe('Please enter a valid e-mail address.');
    expect(screen.getByLabelText(/Password/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a server failure in a danger alert keyed ERROR_API_<code>', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: {
          query: SignInDocument,
          variables: { email: 'asha@example.in', password: 'wrong one', remember: false },
        },
        result: {
          data: {
            signIn: {
              __typename: 'AuthPayload',
              user: null,
              errors: [{ __typename: 'UserError', code: 'AUTH_WRONG_PASSWORD', field: null }],
            },
          },
        },
      },
    ];
    renderWithProviders(<SignInForm />, mocks);
    await user.type(screen.getByLabelText(/E-mail address/), 'asha@example.in');
    await user.type(screen.getByLabelText(/Password/), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
  });
});
