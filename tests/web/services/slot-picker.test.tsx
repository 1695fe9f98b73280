import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Slot, SlotPicker } from '@web/features/services/booking/slot-picker';
import { i18n } from '@web/shared/i18n/i18n';

/** Slots in IST: 10:00 is 04:30Z. Monday 1 June has two slots (one full), Tuesday one, Wednesday none. */
const SLOTS: Slot[] = [
  { start: '2026-06-01T04:30:00.000Z', end: '2026-06-01T05:30:00.000Z', capacity: 3, remaining: 0 },
  { start: '2026-06-01T05:30:00.000Z', end: '2026-06-01T06:30:00.000Z', capacity: 3, remaining: 2 },
  { start: '2026-06-02T04:30:00.000Z', end: '2026-06-02T05:30:00.000Z', capacity: 3, remaining: 3 },
];
const DAYS = ['2026-06-01', '2026-06-02', '2026-06-03'];

function Picker({ onChange, slots = SLOTS }: { onChange: (start: string) => void; slots?: Slot[] }) {
  const [value, setValue] = useState('');
  return (
    <I18nProvider i18n={i18n}>
      <SlotPicker
        days={DAYS}
        slots={slots}
        value={value}
        onChange={(start) => {
          setValue(start);
          onChange(start);
        }}
      />
    </I18nProvider>
  );
}

describe('SlotPicker', () => {
  it('shows each slot with the places left and disables full ones', () => {
    render(<Picker onChange={() => {}} />);
    const times = screen.getByRole('radiogroup', { name: /Times on Monday/ });
    const radios = within(times).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeDisabled();
    expect(radios[1]).toBeEnabled();
    expect(within(times).getByText('Full')).toBeInTheDocument();
    expect(within(times).getByText('2 of 3 left')).toBeInTheDocument();
  });

  it('chooses a free slot and reports its start', async () => {
    const onChange = vi.fn<(start: string) => void>();
    render(<Picker onChange={onChange} />);
    const free = screen.getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).disabled)!;
    await userEvent.click(free);
    expect(onChange).toHaveBeenCalledWith('2026-06-01T05:30:00.000Z');
    expect(free).toBeChecked();
  });

  it('shows the free places per day and switches days', async () => {
    render(<Picker onChange={() => {}} />);
    const days = screen.getByRole('group', { name: 'Day' });
    const buttons = within(days).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('2 free'),
      expect.stringContaining('3 free'),
      expect.stringContaining('Closed'),
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radiogroup', { name: /Times on Tuesday/ })).toBeInTheDocument();
    expect(screen.getByText('3 of 3 left')).toBeInTheDocument();
    await userEvent.click(buttons[2]!);
    expect(screen.getByText('The workshop is closed on this day.')).toBeInTheDocument();
  });

  it('opens on the first day with a free place', () => {
    const slots = SLOTS.map((slot) => (slot.start.startsWith('2026-06-01') ? { ...slot, remaining: 0 } : slot));
    render(<Picker onChange={() => {}} slots={slots} />);
    expect(screen.getByRole('radiogroup', { name: /Times on Tuesday/ })).toBeInTheDocument();
  });
});
