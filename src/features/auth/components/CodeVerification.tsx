/**
 * The code step shared by sign-up, the not-verified sign-in and the password reset: the 6-box input, the Verify
 * button, and 'Send a new code' with a visible countdown of the server's 30 s cooldown. A new code clears the boxes
 * and the error about the old one, and puts the focus back in the first box.
 */
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { isErrorEnvelope } from '../../../lib/api';
import { verifyOtp, type OtpPurpose } from '@common/schemas/accounts';
import { Button } from '../../../components/ui';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { resendOtp, type AccountModule } from '../api/accounts';
import { FormAlert, useFocusOnMount } from './AuthPage';
import { OtpInput, otpDigits } from './OtpInput';

export const RESEND_COOLDOWN_MS = 30_000;

/** Seconds left until `until` (ms), ticking every second. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}

interface CodeForm {
  otp: string;
}

export interface CodeVerificationProps {
  module: AccountModule;
  email: string;
  /** When the last code was sent (ms): the resend countdown runs from there. */
  sentAt: number;
  purpose: OtpPurpose;
  /** Verifies the code; resolves with an error message to show, or null when the step is done. */
  verify(otp: string): Promise<string | null>;
  onResent(sentAt: number): void;
  submitLabel: string;
}

export function CodeVerification({
  module,
  email,
  sentAt,
  purpose,
  verify,
  onResent,
  submitLabel,
}: CodeVerificationProps) {
  const { t } = useTranslation('registrationVerification');
  const ids = { label: useId(), hint: useId(), error: useId() };
  const form = useForm<CodeForm, unknown, v.InferOutput<typeof verifyOtp>>({
    defaultValues: { otp: '' },
    resolver: valibotResolver(verifyOtp, { toInput: (values) => ({ email, otp: otpDigits(values.otp) }) }),
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  const firstBox = useFocusOnMount<HTMLInputElement>();
  const secondsLeft = useSecondsLeft(sentAt + RESEND_COOLDOWN_MS);
  const [resending, setResending] = useState(false);

  // Built in the event handler (not during render), as the React compiler rules require.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async ({ otp }) => {
        const error = await verify(otp).catch(() => t('errorMsg:somethingWrong'));
        if (error) {
          setError('otp', { type: 'server', message: error });
          firstBox.current?.focus();
        }
      },
      () => firstBox.current?.focus(),
    )(event);

  const resend = async () => {
    setResending(true);
    try {
      const envelope = await resendOtp(module, { email, purpose }).catch(() => null);
      if (envelope && !isErrorEnvelope(envelope)) {
        toast.success(envelope.message);
        onResent(Date.now());
        // A new code: the old digits and the error about them are gone, and the person types from the first box.
        reset({ otp: '' });
        window.setTimeout(() => firstBox.current?.focus(), 0);
      }
    } finally {
      setResending(false);
    }
  };

  const otpError = errors.otp?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="stack">
      <div className="field">
        <p id={ids.label} className="field-label">
          {t('codeLabel')}
        </p>
        <p id={ids.hint} className="field-hint">
          {t('codeHint', { email })}
        </p>
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              ref={firstBox}
              value={field.value}
              onChange={field.onChange}
              labelledBy={ids.label}
              describedBy={[ids.hint, otpError ? ids.error : null].filter(Boolean).join(' ')}
              invalid={Boolean(otpError)}
              digitLabel={(index, total) => t('digitLabel', { index, total })}
            />
          )}
        />
        {otpError && (
          <p className="field-error" id={ids.error} role="alert">
            {otpError}
          </p>
        )}
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" block busy={isSubmitting}>
        {submitLabel}
      </Button>
      <div className="resend">
        <p className="muted" aria-live="off">
          {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('noCode')}
        </p>
        <Button variant="secondary" disabled={secondsLeft > 0} busy={resending} onClick={() => void resend()}>
          {t('resend')}
        </Button>
      </div>
    </form>
  );
}
