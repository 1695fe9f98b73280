/**
 * The one form field of the shop and back office (web/src/shared/ui/field.tsx): the label names the
 * control, the hint and then the error are announced through aria-describedby, the error key is
 * worded by the caller's own message table in the shopper's language, and any control can take the
 * input's place.
 */
import type { MessageDescriptor } from '@lingui/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@web/shared/i18n/i18n';
import { formErrorMessage } from '@web/shared/i18n/shop-messages';
import { Field } from '@web/shared/ui/field';
import { describedText, renderWithProviders } from '../account/render';

const CLASSES = { field: 'f', label: 'l', input: 'i', hint: 'h', error: 'e' };

/** A form with a required text field (an <input>) and a required select (a render-prop child). */
function Form({ messages }: { messages: (key: string) => MessageDescriptor }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { vehicle: '', city: '' } });
  const required = { value: true, message: 'ERROR_FORM_REQUIRED' };
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <Field
        messages={messages}
        classes={CLASSES}
        label="Your vehicle"
        hint="Make and model"
        required
        autoComplete="off"
        error={formState.errors.vehicle}
        registration={register('vehicle', { required })}
      />
      <Field messages={messages} classes={CLASSES} label="City" error={formState.errors.city}>
        {(control) => (
          <select {...control} {...register('city', { required })}>
            <option value="">Choose a city</option>
            <option value="blr">Bengaluru</option>
          </select>
        )}
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => activateLocale('en'));

describe('Field', () => {
  it('ties an input to its label, required star and hint, with the caller’s attributes and classes', () => {
    renderWithProviders(<Form messages={formErrorMessage} />);
    const input = screen.getByRole('textbox', { name: /^Your vehicle/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveClass('i');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describedText(input)).toBe('Make and model');
    const label = screen.getByText('Your vehicle');
    expect(label).toHaveClass('l');
    expect(label.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    expect(label.parentElement).toHaveClass('f');
    expect(screen.getByText('Make and model')).toHaveClass('h');
  });

  it('announces the hint first, then the error worded by the caller’s message table', async () => {
    const messages = vi.fn<typeof formErrorMessage>(formErrorMessage);
    renderWithProviders(<Form messages={messages} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByRole('textbox', { name: /^Your vehicle/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const [hintId, errorId, ...rest] = input.getAttribute('aria-describedby')!.split(' ');
    expect(rest).toEqual([]);
    expect(document.getElementById(hintId!)).toHaveTextContent('Make and model');
    expect(document.getElementById(errorId!)).toHaveTextContent('This field is required.');
    expect(document.getElementById(errorId!)).toHaveClass('e');
    expect(messages).toHaveBeenCalledWith('ERROR_FORM_REQUIRED');
  });

  it('gives a render-prop control (a select) the id and aria attributes', async () => {
    renderWithProviders(<Form messages={formErrorMessage} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).not.toHaveAttribute('aria-required');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).not.toHaveClass('i');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(select)).toBe('This field is required.');
  });

  it('shows the error in the shopper’s language', async () => {
    await activateLocale('hi');
    renderWithProviders(<Form messages={formErrorMessage} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(describedText(screen.getByRole('combobox', { name: 'City' }))).toBe('यह फ़ील्ड ज़रूरी है।');
    expect(screen.queryByText('ERROR_FORM_REQUIRED')).toBeNull();
  });
});
