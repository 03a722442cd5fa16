/** Toasts with the durations of spec §9 (the provider in src/app/providers.tsx holds position, size and stack). */
import { enqueueSnackbar } from 'notistack';
import { TOAST } from '../../common/constants';

export const toast = {
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST.SUCCESS_DURATION_MS }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST.ERROR_DURATION_MS }),
};
