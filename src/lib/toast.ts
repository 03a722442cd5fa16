/**
 * Toasts (notistack) with the durations of spec §9; position, min width, radius and stack size are set by <Toaster>.
 * notistack loads after the first paint: calls made before the toaster is mounted wait for it, none are lost.
 */
import type * as NotistackModule from 'notistack';
import { TOAST } from '../../common/constants/ui';

type Notistack = typeof NotistackModule;

let markReady: (module: Notistack) => void = () => {};
const ready = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});

/** Called by <Toaster> once its SnackbarProvider exists (notistack's global enqueueSnackbar is set by then). */
export function toasterMounted(module: Notistack): void {
  markReady(module);
}

function show(message: string, variant: 'success' | 'error', autoHideDuration: number) {
  void ready.then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant, autoHideDuration }));
}

export const toast = {
  success: (message: string) => show(message, 'success', TOAST.SUCCESS_DURATION_MS),
  error: (message: string) => show(message, 'error', TOAST.ERROR_DURATION_MS),
};
