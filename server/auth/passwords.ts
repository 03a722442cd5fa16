/** Password hashing with argon2id (the library's default algorithm and OWASP's first choice). */
import type * as Argon2 from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. About 30 ms here; slow enough for offline guessing.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// A native library (its code and loader about 0.6 MB resident): loaded with the first password hashed or checked, as
// a server that only serves pages and reads never needs it.
let argon2: Promise<typeof Argon2> | undefined;
const library = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  return (await library()).hash(password, OPTIONS);
}

// A real hash of a random password: checking it costs as much as checking a user's, so a sign-in for an unknown
// e-mail takes as long as one for a known e-mail and timing does not reveal which addresses have accounts.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const { verify } = await library();
  if (!stored) {
    dummy ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
