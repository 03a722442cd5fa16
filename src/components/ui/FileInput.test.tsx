import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createRef } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';
import id from '../../locales/id/common.json';
import { FileInput } from './FileInput';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['common'],
    resources: { en: { common: en }, id: { common: id } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const cv = new File(['%PDF-1.4'], 'CV Kasir.pdf', { type: 'application/pdf' });
const choose = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } });

describe('FileInput', () => {
  it('is the labelled file input, with the app’s words beside it and the chosen file’s name', () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="cv">Upload a resume</label>
        <FileInput id="cv" accept=".pdf" onChange={onChange} />
      </>,
    );
    const input = screen.getByLabelText('Upload a resume') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
    expect(screen.getByText('Choose file')).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    choose(input, [cv]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('CV Kasir.pdf')).toBeTruthy();
  });

  it('opens the file dialog from the drawn button, and hands its ref to the owner', () => {
    const ref = createRef<HTMLInputElement>();
    render(<FileInput ref={ref} aria-label="Logo" />);
    const click = vi.spyOn(ref.current!, 'click');
    fireEvent.click(screen.getByText('Choose file'));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('speaks Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    render(<FileInput aria-label="CV" />);
    expect(screen.getByText('Pilih file')).toBeTruthy();
    expect(screen.getByText('Belum ada file yang dipilih')).toBeTruthy();
  });
});
