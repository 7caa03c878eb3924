import type { Database } from '../../db/client';
import { userRoles, users, type RoleName } from '../../db/schema';
import { hashPassword } from '../../server/modules/accounts/password';

let counter = 0;

export type TestUser = { id: number; email: string; password: string };

/** A user with a known password (verified e-mail unless told otherwise), with overrides. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { role?: RoleName; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const { role = 'user', password = 'correct horse battery', ...fields } = overrides;
  const email = fields.email ?? `person${counter}-${Date.now()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      firstName: `Person ${counter}`,
      emailVerifiedAt: new Date(),
      isVendor: role === 'vendor',
      ...fields,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: row.id, role });
  return { id: row.id, email, password };
}

/** The Cookie header that carries the session a response's Set-Cookie started. */
export function sessionCookieFrom(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => /^(__Host-)?ea_session=[^;]+/.test(value));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return cookie.split(';')[0];
}
