import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

const GENDERS = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

/** A saved profile's form whose options come later, as a master list does from the server. */
function Profile({ onSubmit }: { onSubmit: (values: { gender: string }) => void }) {
  const [options, setOptions] = useState<typeof GENDERS>([]);
  const { register, handleSubmit } = useForm({ defaultValues: { gender: 'MALE' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <SelectField label="Gender" placeholder="Choose…" options={options} {...register('gender')} />
      <button type="button" onClick={() => setOptions(GENDERS)}>
        Options arrive
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('SelectField', () => {
  it('shows the saved value once its options have loaded, and sends what the user then picks', async () => {
    let sent: { gender: string } | undefined;
    render(<Profile onSubmit={(values) => (sent = values)} />);
    const select = screen.getByLabelText('Gender') as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Options arrive' }));
    expect(select.value).toBe('MALE');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Male');
    fireEvent.change(select, { target: { value: 'FEMALE' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(sent).toEqual({ gender: 'FEMALE' });
  });

  it('shows the value at once when the options are already there', () => {
    function Cached() {
      const { register } = useForm({ defaultValues: { gender: 'FEMALE' } });
      return <SelectField label="Gender" placeholder="Choose…" options={GENDERS} {...register('gender')} />;
    }
    render(<Cached />);
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('FEMALE');
  });
});
