import { hash } from '@node-rs/argon2';

const hashes = new Map<string, Promise<string>>();

/**
 * A password hashed with Argon2's smallest cost, once per password for the whole run. A sign-in reads the
 * cost from the stored hash, so a test user's sign-in takes under a millisecond instead of the production
 * cost's 13 ms (tens on a busy machine): the API tests sign in thousands of times and test what follows,
 * not the hash. The product's own hashes (sign-up, password changes, the demo seed) keep the production
 * cost of lib/passwords.ts.
 */
export function cheapPasswordHash(password: string): Promise<string> {
  let found = hashes.get(password);
  if (!found) {
    found = hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 });
    hashes.set(password, found);
  }
  return found;
}
