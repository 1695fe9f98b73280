import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describedText, PRODUCT, renderProductForm, SWIFT } from './render-product-form';

const form = () => screen.getByRole('form', { name: 'Product details' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save product' }));

describe('product form: part type, texts and compatibility', () => {
  it('sends the chosen part type, the excerpt and the multi-line description', async () => {
    const saved = renderProductForm();
    expect(screen.getByLabelText('Part type')).toHaveValue('brake-pad');
    expect(screen.getByLabelText('Description')).toHaveValue('<p>Quiet pads.</p>');
    expect(screen.getByRole('radio', { name: 'Only the vehicles listed below' })).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Part type'), 'brake-shoe');
    await userEvent.clear(screen.getByLabelText('Short text for cards'));
    await userEvent.type(screen.getByLabelText('Short text for cards'), 'Rear shoes.');
    const description = screen.getByLabelText('Description');
    expect(description.tagName).toBe('TEXTAREA');
    await userEvent.clear(description);
    await userEvent.type(description, '<p>First.</p>{enter}<p>Second.</p>');
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toMatchObject({
      type: 'brake-shoe',
      excerpt: 'Rear shoes.',
      description: '<p>First.</p>\n<p>Second.</p>',
      compatibility: 'LIST',
      vehicles: PRODUCT.vehicles,
      options: [],
    });
    expect(await screen.findByText('Saved. The shop shows the change now.')).toBeInTheDocument();
  });

  it('sends no vehicles for a universal part, and keeps the list for when staff switch back', async () => {
    const saved = renderProductForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Every vehicle (universal, e.g. car care)' }));
    expect(screen.queryByRole('list', { name: 'Vehicles it fits' })).toBeNull();
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toMatchObject({ compatibility: 'ALL', vehicles: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'Only the vehicles listed below' }));
    expect(screen.getByText('2 vehicles in the list.')).toBeInTheDocument();
  });
});

describe('product form: fitment vehicles', () => {
  it('adds a vehicle by make, model, year and engine, and every one of a model; shows them by model', async () => {
    const saved = renderProductForm();
    const picker = screen.getByRole('group', { name: 'Add vehicles' });
    const add = within(picker).getByRole('button', { name: 'Add to the list' });
    expect(add).toBeDisabled();
    expect(within(picker).getByLabelText('Vehicle model')).toBeDisabled();
    await screen.findByRole('option', { name: 'Maruti Suzuki' });
    await userEvent.selectOptions(within(picker).getByLabelText('Vehicle make'), 'maruti-suzuki');
    await screen.findByRole('option', { name: 'Swift' });
    await userEvent.selectOptions(within(picker).getByLabelText('Vehicle model'), 'swift');
    await screen.findByRole('option', { name: 'Every year and engine (2)' });
    await userEvent.selectOptions(within(picker).getByLabelText('Year and engine'), SWIFT.id);
    await userEvent.click(add);
    expect(screen.getByText('3 vehicles in the list.')).toBeInTheDocument();
    // Already in the list: marked, and adding it again is not offered.
    expect(screen.getByRole('option', { name: '2019 · 1.2L K12M VXi Petrol (added)' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    const list = screen.getByRole('list', { name: 'Vehicles it fits' });
    expect(within(list).getByText('Hyundai Creta')).toBeInTheDocument();
    expect(within(list).getByText('Maruti Suzuki Swift')).toBeInTheDocument();
    // Every year and engine adds the one left.
    await userEvent.selectOptions(within(picker).getByLabelText('Year and engine'), '*');
    await userEvent.click(add);
    expect(screen.getByText('4 vehicles in the list.')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].vehicles).toEqual([
      ...PRODUCT.vehicles,
      'maruti-suzuki/swift/2020/1.2-vxi-petrol',
      SWIFT.id,
    ]);
  });

  it('removes one vehicle, or every vehicle of a model', async () => {
    const saved = renderProductForm();
    const list = screen.getByRole('list', { name: 'Vehicles it fits' });
    await userEvent.click(within(list).getByText('Hyundai Creta'));
    await userEvent.click(within(list).getByRole('button', { name: 'Remove 2020 Hyundai Creta 1.5L Petrol' }));
    expect(screen.getByText('1 vehicle in the list.')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].vehicles).toEqual(['hyundai/creta/2019/1.5-petrol']);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove every Hyundai Creta' }));
    expect(screen.getByText('No vehicles yet. Choose a make and a model above.')).toBeInTheDocument();
    // An empty list is refused by the shared rule on the fitment, before anything is sent.
    await save();
    const fitment = screen.getByRole('group', { name: 'Vehicles it fits' });
    expect(describedText(fitment)).toBe('Add at least one vehicle, or choose another kind of fit.');
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a vehicle on the fitment, translated", async () => {
    renderProductForm([{ code: 'VEHICLE_NOT_FOUND', field: ['input', 'vehicles', '1'] }]);
    await save();
    const fitment = screen.getByRole('group', { name: 'Vehicles it fits' });
    await waitFor(() => expect(describedText(fitment)).toBe('This vehicle is not in our vehicle list.'));
  });
});

describe('product form: options and their values', () => {
  it('adds an option with values and a colour option with swatches, and sends them', async () => {
    const saved = renderProductForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const option = screen.getByRole('group', { name: 'Option 1' });
    await userEvent.type(within(option).getByLabelText(/^Option name/), 'Pack');
    const pack = screen.getByRole('group', { name: 'Pack' });
    await userEvent.type(within(pack).getByLabelText(/^Value 1/), 'Set of 4');
    await userEvent.click(within(pack).getByRole('button', { name: 'Add a value' }));
    await userEvent.type(within(pack).getByLabelText(/^Value 2/), 'Set of 8');

    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const second = screen.getByRole('group', { name: 'Option 2' });
    await userEvent.type(within(second).getByLabelText(/^Option name/), 'Colour');
    const colour = screen.getByRole('group', { name: 'Colour' });
    await userEvent.selectOptions(within(colour).getByLabelText('Kind of values'), 'COLOR');
    await userEvent.type(within(colour).getByLabelText(/^Value 1/), 'Racing red');
    await userEvent.selectOptions(within(colour).getByLabelText('Colour of value 1'), 'red');
    const swatch = within(colour).getByLabelText('Colour of value 1').previousElementSibling as HTMLElement;
    expect(swatch.style.background).toBe('rgb(211, 47, 47)');

    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].options).toEqual([
      {
        name: 'Pack',
        type: 'DEFAULT',
        values: [
          { name: 'Set of 4', color: null },
          { name: 'Set of 8', color: null },
        ],
      },
      { name: 'Colour', type: 'COLOR', values: [{ name: 'Racing red', color: 'red' }] },
    ]);
  });

  it('refuses repeated value names and an empty option name on their fields, with the server rules, sending nothing', async () => {
    const saved = renderProductForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const option = screen.getByRole('group', { name: 'Option 1' });
    await userEvent.type(within(option).getByLabelText(/^Value 1/), 'Set of 4');
    await userEvent.click(within(option).getByRole('button', { name: 'Add a value' }));
    await userEvent.type(within(option).getByLabelText(/^Value 2/), 'set of 4');
    await save();
    const second = within(option).getByLabelText(/^Value 2/);
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(second)).toBe('Another value of this option has this name.');
    expect(describedText(within(option).getByLabelText(/^Option name/))).toContain(
      'Please fill in every required field.',
    );
    expect(saved).not.toHaveBeenCalled();
    // Corrected, it goes; the errors go with it.
    await userEvent.type(within(option).getByLabelText(/^Option name/), 'Pack');
    await userEvent.clear(second);
    await userEvent.type(second, 'Set of 8');
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(second).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's option errors on the value's fields, translated, and keeps everything typed", async () => {
    const product = {
      ...PRODUCT,
      options: [
        {
          name: 'Colour',
          type: 'COLOR' as const,
          values: [
            { name: 'Black', color: 'black' },
            { name: 'Red', color: 'red' },
          ],
        },
      ],
    };
    const saved = renderProductForm(
      [
        { code: 'COLOR_NOT_FOUND', field: ['options', '0', 'values', '1', 'color'] },
        { code: 'OPTION_VALUE_REPEATED', field: ['options', '0', 'values', '1', 'name'] },
        { code: 'SKU_TAKEN', field: ['sku'] },
      ],
      product,
    );
    await userEvent.clear(screen.getByLabelText('Description'));
    await userEvent.type(screen.getByLabelText('Description'), '<p>Typed before the save.</p>');
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const option = screen.getByRole('group', { name: 'Colour' });
    await waitFor(() =>
      expect(describedText(within(option).getByLabelText('Colour of value 2'))).toBe(
        "This colour is not in the shop's colour list.",
      ),
    );
    expect(describedText(within(option).getByLabelText(/^Value 2/))).toBe(
      'Another value of this option has this name.',
    );
    expect(describedText(within(form()).getByLabelText(/^SKU/))).toBe('Another product already has this SKU.');
    expect(screen.getByLabelText('Description')).toHaveValue('<p>Typed before the save.</p>');
    expect(within(option).getByLabelText(/^Value 2/)).toHaveValue('Red');
  });

  it('removes a value and an option', async () => {
    const product = {
      ...PRODUCT,
      options: [
        {
          name: 'Side',
          type: 'DEFAULT' as const,
          values: [
            { name: 'Left', color: null },
            { name: 'Right', color: null },
          ],
        },
        { name: 'Pack', type: 'DEFAULT' as const, values: [{ name: 'Pair', color: null }] },
      ],
    };
    const saved = renderProductForm([], product);
    const side = screen.getByRole('group', { name: 'Side' });
    await userEvent.click(within(side).getByRole('button', { name: 'Remove value 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove option Pack' }));
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].options).toEqual([
      { name: 'Side', type: 'DEFAULT', values: [{ name: 'Right', color: null }] },
    ]);
  });
});
