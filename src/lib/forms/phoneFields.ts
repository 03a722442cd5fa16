/**
 * Forms show the phone as two inputs (country code, number); the schemas take `phone: { code, number }`.
 * Maps an issue or server path back to the input that shows it.
 */
export const phoneFieldOf = (path: string) =>
  path === 'phone.code' ? 'phoneCode' : path === 'phone.number' || path === 'phone' ? 'phoneNumber' : path;
