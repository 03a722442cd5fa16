/**
 * "Is this one of the passwords attackers try first?" (ASVS 2.1.7). The list is generated (see
 * scripts/make-common-passwords.ts) and compared case-insensitively, so `Password1` is as refused as `password1`.
 * The same check runs in the forms and on the server. The list (~45 KB gzip) is loaded on demand: in the app it is
 * a chunk of its own that only the password forms fetch, and the server loads it at start.
 */
let common: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('./commonPasswords.data').then(({ COMMON_PASSWORDS_TEXT }) => {
    common = new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  });
  return loading;
}

/**
 * False until the list has loaded (the first moments of a password form on a slow network): the server, which
 * always has it, still refuses a common password and the form shows its answer under the field.
 */
export function isCommonPassword(password: string): boolean {
  return common?.has(password.trim().toLowerCase()) ?? false;
}
