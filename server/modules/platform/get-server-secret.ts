import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { serverSecrets } from '../../../db/schema/platform';
import { createTimedCache } from '../../kernel';

// A secret never changes once made, so each instance reads it once.
const secrets = createTimedCache({ ttlMs: Infinity });

/**
 * A random secret (256 bits, base64url) the server makes for itself on first use and keeps in the
 * database, so every server instance uses the same one and it survives restarts; no configuration.
 */
export function getServerSecret(db: Database, name: string): Promise<string> {
  return secrets.read(db, name, async () => {
    // When several instances make it at once, the first insert wins and the others keep its value.
    await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
    return row.value;
  });
}
