import { useEffect } from 'react';
import { loadCommonPasswords } from '@common/schemas/commonPasswords';

/** Fetches the common-password list for a form that sets a new password, so the form refuses one before sending. */
export function useCommonPasswords(): void {
  useEffect(() => {
    void loadCommonPasswords();
  }, []);
}
