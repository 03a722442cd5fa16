/** Password hashing with argon2id (the library's default algorithm and OWASP's first choice). */
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. About 30 ms here; slow enough for offline guessing.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a random password: checking it costs as much as checking a user's, so a sign-in for an unknown
// e-mail takes as long as one for a known e-mail and timing does not reveal which addresses have accounts.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
