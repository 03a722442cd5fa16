import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/pickers.json';
import id from '../locales/id/pickers.json';
import { ChipPicker, type Pick } from './ChipPicker';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['pickers'],
    defaultNS: 'pickers',
    resources: { en: { pickers: en }, id: { pickers: id } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const LIST: Pick[] = [
  { id: 1, label: 'Forklift operation' },
  { id: 2, label: 'Microsoft Excel' },
];

/** The picker as a form holds it: the list's matches for what is typed, the picked chips. */
function Skills({ onCreate }: { onCreate?: (name: string) => Promise<Pick> }) {
  const [selected, setSelected] = useState<Pick[]>([]);
  const [search, setSearch] = useState('');
  const typed = search.trim().toLowerCase();
  return (
    <ChipPicker
      label="Skills"
      selected={selected}
      onAdd={(pick) => setSelected((picks) => [...picks, pick])}
      onRemove={(gone) => setSelected((picks) => picks.filter((pick) => pick.id !== gone))}
      search={search}
      onSearch={setSearch}
      suggestions={typed.length >= 2 ? LIST.filter((pick) => pick.label.toLowerCase().includes(typed)) : []}
      {...(onCreate ? { onCreate } : {})}
    />
  );
}

const type = (text: string) => fireEvent.input(screen.getByLabelText('Skills'), { target: { value: text } });
const chips = () => screen.getByRole('list', { name: 'Skills chosen' }).textContent;

describe('ChipPicker', () => {
  it('adds what was typed as a new entry when the search finds nothing, and picks it', async () => {
    const onCreate = vi.fn(async (name: string) => ({ id: 9, label: name }));
    render(<Skills onCreate={onCreate} />);
    type('  Welding   steel ');
    expect(screen.queryByText('Nothing matches. Check the spelling.')).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Add “Welding steel” as a new entry' })),
    );
    expect(onCreate).toHaveBeenCalledWith('Welding steel');
    expect(chips()).toContain('Welding steel');
    expect((screen.getByLabelText('Skills') as HTMLInputElement).value).toBe('');
  });

  it('offers no new entry while the search finds entries, nor for a name already picked', async () => {
    const onCreate = vi.fn(async (name: string) => ({ id: 9, label: name }));
    render(<Skills onCreate={onCreate} />);
    type('ex');
    expect(screen.getByRole('button', { name: 'Add Microsoft Excel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as a new entry/ })).toBeNull();
    type('microsoft excel');
    expect(screen.getByRole('button', { name: 'Add Microsoft Excel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as a new entry/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Microsoft Excel' }));
    type('Microsoft  Excel');
    expect(screen.queryByRole('button', { name: /as a new entry/ })).toBeNull();
    // A longer name is another entry.
    type('Microsoft Excel macros');
    expect(screen.getByRole('button', { name: 'Add “Microsoft Excel macros” as a new entry' })).toBeTruthy();
  });

  it('keeps what was typed when the list refuses it, and says nothing matches where suggestions are closed', async () => {
    const onCreate = vi.fn(async () => {
      throw new Error('refused');
    });
    const { unmount } = render(<Skills onCreate={onCreate} />);
    type('Welding');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Add “Welding” as a new entry' })),
    );
    expect((screen.getByLabelText('Skills') as HTMLInputElement).value).toBe('Welding');
    expect(chips()).toBe('');
    unmount();

    render(<Skills />);
    type('Welding');
    expect(screen.getByText('Nothing matches. Check the spelling.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as a new entry/ })).toBeNull();
  });

  it('speaks Indonesian', async () => {
    await i18next.changeLanguage('id');
    render(<Skills onCreate={async (name) => ({ id: 9, label: name })} />);
    type('Menjahit');
    expect(screen.getByRole('button', { name: 'Tambahkan “Menjahit” sebagai entri baru' })).toBeTruthy();
    expect(screen.getByText('Entri baru diperiksa tim kami sebelum bisa dipilih orang lain.')).toBeTruthy();
  });
});
