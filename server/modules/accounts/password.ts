import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: Argon2id with 19 MiB of memory, 2 passes, 1 lane.
// Algorithm is a const enum that isolatedModules cannot read at runtime; 2 is Argon2id (also the default).
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** An Argon2id PHC string ($argon2id$v=19$m=19456,t=2,p=1$…) with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a stored value that is not a valid Argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
