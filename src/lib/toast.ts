/**
 * Toasts (notistack) with the durations of spec §9; position, min width, radius and stack size are set by <Toaster>.
 * notistack loads after the first paint: calls made before the toaster is mounted wait for it, none are lost.
 */
import type * as NotistackModule from 'notistack';
import { TOAST } from '@common/constants/ui';

type Notistack = typeof NotistackModule;

let markReady: (module: Notistack) => void = () => {};
const ready = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});

/** Called by <Toaster> once its SnackbarProvider exists (notistack's global enqueueSnackbar is set by then). */
export function toasterMounted(module: Notistack): void {
  markReady(module);
}

/**
 * The toaster (notistack, ~9 KB gzip) is mounted only when the first toast is asked for: most first visits show none,
 * so it stays out of the home page's JavaScript.
 */
let requested = false;
const onRequest = new Set<() => void>();
export function whenToastRequested(listener: () => void): () => void {
  if (requested) listener();
  else onRequest.add(listener);
  return () => onRequest.delete(listener);
}

function show(message: string, variant: 'success' | 'error', autoHideDuration: number) {
  if (!requested) {
    requested = true;
    onRequest.forEach((listener) => listener());
    onRequest.clear();
  }
  void ready.then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant, autoHideDuration }));
}

export const toast = {
  success: (message: string) => show(message, 'success', TOAST.SUCCESS_DURATION_MS),
  error: (message: string) => show(message, 'error', TOAST.ERROR_DURATION_MS),
};
