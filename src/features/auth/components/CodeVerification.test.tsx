import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeVerification } from './CodeVerification';

const resendOtp = vi.fn();
vi.mock('../api/accounts', () => ({ resendOtp: (...args: unknown[]) => resendOtp(...args) }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Without an i18next instance, t() answers the key (with its options for the digit labels).
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { index?: number; total?: number }) =>
      key === 'digitLabel' ? `Digit ${options?.index} of ${options?.total}` : key,
    i18n: { language: 'en', resolvedLanguage: 'en' },
  }),
}));

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const boxes = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CodeVerification', () => {
  it("'Send a new code' clears the old digits and the error about them, and puts the focus in the first box", async () => {
    const verify = vi.fn(() => Promise.resolve('The code is not correct. 4 tries left.'));
    const onResent = vi.fn();
    resendOtp.mockResolvedValue({ code: 'SUCCESS', message: 'A new code is on its way.', data: null });
    render(
      <CodeVerification
        module="candidate"
        email="siti@example.com"
        sentAt={Date.now() - 60_000}
        purpose="SIGN_UP"
        verify={verify}
        onResent={onResent}
        submitLabel="Verify"
      />,
    );
    act(() => box(1).focus());
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    expect(boxes()).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('The code is not correct. 4 tries left.');
    expect(verify).toHaveBeenCalledWith('123456');

    const resend = screen.getByRole('button', { name: 'resend' });
    act(() => resend.focus());
    fireEvent.click(resend);
    await waitFor(() => expect(onResent).toHaveBeenCalledOnce());
    expect(resendOtp).toHaveBeenCalledWith('candidate', { email: 'siti@example.com', purpose: 'SIGN_UP' });
    await waitFor(() => expect(document.activeElement).toBe(box(1)));
    expect(boxes()).toBe('');
    expect(screen.queryByText('The code is not correct. 4 tries left.')).toBeNull();
    expect(screen.getByRole('group', { name: 'codeLabel' }).getAttribute('aria-describedby')).not.toMatch(
      / /,
    );
    expect(box(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('a failed resend keeps what was typed', async () => {
    resendOtp.mockResolvedValue({ code: 'ERROR', message: 'Please wait.', data: null });
    render(
      <CodeVerification
        module="employer"
        email="budi@example.com"
        sentAt={Date.now() - 60_000}
        purpose="FORGOT_PASSWORD"
        verify={vi.fn(() => Promise.resolve(null))}
        onResent={vi.fn()}
        submitLabel="Verify"
      />,
    );
    fireEvent.paste(box(1), { clipboardData: { getData: () => '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'resend' }));
    await waitFor(() => expect(resendOtp).toHaveBeenCalledOnce());
    expect(boxes()).toBe('654321');
  });
});
