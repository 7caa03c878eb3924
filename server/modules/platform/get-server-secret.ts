import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { createTimedCache } from '../../kernel';

// A secret never changes once made, so each instance reads it once.
const secrets = createTimedCache({ ttlMs: Infinity });

/**
 * A random secret (256 bits, base64url) the server makes for itself on first use and keeps in the
 * database, so every server instance uses the same one and it survives restarts; no configuration.
 * A trusted helper (internal.ts): it checks nobody, so only the modules that sign or check with
 * their secret call it, with a name of their own.
 */
export function getServerSecret({ db }: Pick<RequestContext, 'db'>, { name }: { name: string }): Promise<string> {
  return secrets.read(db, name, async () => {
    // When several instances make it at once, the first insert wins and the others keep its value.
    await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
    return row.value;
  });
}
