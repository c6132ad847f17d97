import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash of a password, salt included. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked when the account does not exist, so a miss costs as long as a wrong password.
let decoy: Promise<string> | undefined;

/** Whether the password matches the stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
