import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enErrorMsg from '@common/locales/en/errorMsg.json';
import enValidate from '@common/locales/en/validate.json';
import idValidate from '@common/locales/id/validate.json';
import enUpload from '../locales/en/upload.json';
import idUpload from '../locales/id/upload.json';
import { ApiError } from '../lib/api/client';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../lib/api/upload', () => ({ uploadFile }));

const { ImageUpload } = await import('./ImageUpload');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['upload', 'validate', 'errorMsg'],
    resources: {
      en: { upload: enUpload, validate: enValidate, errorMsg: enErrorMsg },
      id: { upload: idUpload, validate: idValidate, errorMsg: enErrorMsg },
    },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  uploadFile.mockReset();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const file = (name: string, type: string, size = 1000) => {
  const f = new File([new Uint8Array(Math.min(size, 10))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const input = (label = 'Company logo') => screen.getByLabelText(label) as HTMLInputElement;
const choose = (f: File) => fireEvent.change(input(), { target: { files: [f] } });

describe('ImageUpload', () => {
  it('is a labelled file input for images, with the rules and the current image', () => {
    render(
      <ImageUpload
        label="Company logo"
        kind="logo"
        value="/media/logo/2026/a.webp"
        onChange={() => {}}
        hint="Square works best."
      />,
    );
    const field = input();
    expect(field.type).toBe('file');
    expect(field.accept).toContain('image/png');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Square works best.')).toBeTruthy();
    expect(screen.getByText('JPEG, PNG or WebP, at most 2 MB.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Company logo: current image' }).getAttribute('src')).toBe(
      '/media/logo/2026/a.webp',
    );
  });

  it('removes the image', () => {
    const onChange = vi.fn();
    render(
      <ImageUpload label="Company logo" kind="logo" value="/media/logo/2026/a.webp" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Company logo' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.getByRole('status').textContent).toBe('Image removed.');
  });

  it('shows no image and no remove button without a value', () => {
    render(<ImageUpload label="Cover image" kind="cover" value={null} onChange={() => {}} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('No image yet')).toBeTruthy();
  });

  it('refuses a file too large or of another type before uploading, in the language in use', async () => {
    render(<ImageUpload label="Company logo" kind="logo" value={null} onChange={() => {}} />);
    choose(file('photo.jpg', 'image/jpeg', 3 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe('The file must be at most 2 MB.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    choose(file('setup.exe', 'application/x-msdownload'));
    expect(screen.getByRole('alert').textContent).toContain('is not a JPEG, PNG or WebP image');
    await act(() => i18next.changeLanguage('id'));
    choose(file('photo.jpg', 'image/jpeg', 3 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe('Berkas maksimal 2 MB.');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads a chosen image with progress and hands over its path and URL', async () => {
    let finish: (value: unknown) => void = () => {};
    uploadFile.mockImplementation((_kind, _file, options: { onProgress: (n: number) => void }) => {
      options.onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const onChange = vi.fn();
    render(<ImageUpload label="Company logo" kind="logo" value={null} onChange={onChange} />);
    const chosen = file('logo.png', 'image/png');
    choose(chosen);
    expect(uploadFile).toHaveBeenCalledWith(
      'logo',
      chosen,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Uploading… 40%');
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview');
    expect(input().disabled).toBe(true);
    await act(async () => finish({ path: 'logo/2026/x.webp', url: '/media/logo/2026/x.webp', kind: 'logo' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      path: 'logo/2026/x.webp',
      url: '/media/logo/2026/x.webp',
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Image uploaded.');
  });

  it("shows the server's refusal beside the field", async () => {
    const message =
      'The file is not a JPEG, PNG or WebP image (its type is read from its content, not from its name).';
    uploadFile.mockRejectedValue(new ApiError(message, { code: 'ERROR', message, data: null }, 422));
    const onChange = vi.fn();
    render(<ImageUpload label="Company logo" kind="logo" value={null} onChange={onChange} />);
    await act(async () => choose(file('logo.png', 'image/png')));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    render(
      <ImageUpload
        label="Company logo"
        kind="logo"
        value="/media/logo/2026/a.webp"
        onChange={() => {}}
        disabled
      />,
    );
    expect(input().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove Company logo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
