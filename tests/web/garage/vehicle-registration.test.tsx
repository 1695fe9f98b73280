import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VehicleRegistration } from '@web/features/garage/picker/vehicle-registration';
import { renderWithProviders } from '../account/render';

type Save = (registration: string | null) => Promise<string | null>;

const MH = {
  __typename: 'RegistrationMark' as const,
  normalized: 'MH12AB1234',
  display: 'MH 12 AB 1234',
  series: 'STATE' as const,
  stateCode: 'MH',
  rto: '12',
  bharatYear: null,
};

describe('registration number of a garage vehicle', () => {
  it('labels the vehicle with the mark, its state and its RTO', () => {
    renderWithProviders(<VehicleRegistration vehicleName="Swift" mark={MH} onSave={vi.fn<Save>()} busy={false} />);
    expect(screen.getByText('MH 12 AB 1234 · Maharashtra, RTO 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change registration number' })).toBeInTheDocument();
  });

  it('names the Bharat series and its year', () => {
    const bh = {
      ...MH,
      normalized: '22BH1234AA',
      display: '22 BH 1234 AA',
      series: 'BHARAT' as const,
      stateCode: null,
      rto: null,
      bharatYear: 2022,
    };
    renderWithProviders(<VehicleRegistration vehicleName="Swift" mark={bh} onSave={vi.fn<Save>()} busy={false} />);
    expect(screen.getByText('22 BH 1234 AA · Bharat series, 2022')).toBeInTheDocument();
  });

  it('checks the mark with the shared rule before saving, and saves it as printed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>().mockResolvedValue(null);
    renderWithProviders(<VehicleRegistration vehicleName="Swift" mark={undefined} onSave={onSave} busy={false} />);
    await user.click(screen.getByRole('button', { name: 'Add registration number' }));
    const input = screen.getByLabelText('Registration number of Swift');
    await user.type(input, 'XX 01 AB 1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('does not start with the code of an Indian state');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'ts09ea1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('TS 09 EA 1234');
    expect(screen.queryByLabelText('Registration number of Swift')).toBeNull();
  });

  it("shows the server's answer when the mark is on another vehicle", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>().mockResolvedValue('REGISTRATION_ALREADY_IN_GARAGE');
    renderWithProviders(<VehicleRegistration vehicleName="Swift" mark={undefined} onSave={onSave} busy={false} />);
    await user.click(screen.getByRole('button', { name: 'Add registration number' }));
    await user.type(screen.getByLabelText('Registration number of Swift'), 'KA 01 M 9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another vehicle in your garage already has this registration number.',
    );
  });
});
