/** The notistack provider (spec §9: top-right, at most 20 held, 4 s by default), loaded lazily by AppProviders. */
import * as notistack from 'notistack';
import { useEffect } from 'react';
import { TOAST } from '@common/constants/ui';
import { toasterMounted } from '../lib/toast';

export default function Toaster() {
  useEffect(() => toasterMounted(notistack), []);
  return (
    <notistack.SnackbarProvider
      maxSnack={TOAST.MAX_STACK}
      anchorOrigin={TOAST.POSITION}
      autoHideDuration={TOAST.ERROR_DURATION_MS}
      preventDuplicate
    />
  );
}
