import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignUpForm } from '@web/features/account/forms/sign-up-form';
import { ChangePasswordForm } from '@web/features/account/forms/change-password-form';
import { ChangePasswordDocument } from '@web/__generated__/graphql';
import { describedText, renderWithProviders } from './render';

describe('sign-up and password forms', () => {
  it('wants a password of at least 6 characters, typed twice the same', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await user.type(screen.getByLabelText(/E-mail address/), 'asha@example.in');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/Repeat password/), '12346');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const password = screen.getByLabelText(/^Password/);
    expect(describedText(password)).toContain('The password must have at least 6 characters.');
    expect(describedText(screen.getByLabelText(/Repeat password/))).toBe('The two passwords are not the same.');
    expect(password).toHaveFocus();
  });

  it('puts a wrong current password on its field', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: ChangePasswordDocument, variables: { currentPassword: 'not it', newPassword: 'new secret' } },
        result: {
          data: {
            changePassword: {
              __typename: 'AuthPayload',
              user: null,
              errors: [{ __typename: 'UserError', code: 'AUTH_WRONG_PASSWORD', field: ['currentPassword'] }],
            },
          },
        },
      },
    ];
    renderWithProviders(<ChangePasswordForm />, mocks);
    await user.type(screen.getByLabelText(/Current password/), 'not it');
    await user.type(screen.getByLabelText(/^New password/), 'new secret');
    await user.type(screen.getByLabelText(/Repeat new password/), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText(/Current password/);
    await screen.findByText('The e-mail address or password is incorrect.');
    expect(describedText(current)).toBe('The e-mail address or password is incorrect.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
