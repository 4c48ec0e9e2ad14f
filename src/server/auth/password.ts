import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id PHC strings ($argon2id$v=19$m=…,t=…,p=…$salt$hash) in
 * users.password. The library's default algorithm is argon2id; the costs are OWASP's minimum
 * recommendation (19 MiB, 2 passes, 1 lane) and are read back from the PHC string on verify.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

/** False (never a throw) for a missing, empty or non-argon2 stored hash. */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored || !stored.startsWith('$argon2') || typeof plain !== 'string') return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same time as a real verification, for logins with an unknown e-mail (so timing does
 * not tell which addresses have accounts). Always false.
 */
export async function dummyVerify(plain: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, typeof plain === 'string' ? plain : '');
  return false;
}
