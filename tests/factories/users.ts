import type { Database } from '../../db/client';
import { userRoles, users, type RoleName } from '../../db/schema';
import { hashPassword } from '../../server/modules/accounts/password';
import { loadViewer } from '../../server/modules/accounts/viewer';
import { type Viewer } from '../../server/kernel';

let counter = 0;

export type TestUser = { id: number; email: string; password: string };

/** A person as use cases see them (a Viewer), with the password they sign in with. */
export type TestPerson = Viewer & { password: string };

export type UserOverrides = Partial<typeof users.$inferInsert> & { role?: RoleName; password?: string };

/** A user with a known password (verified e-mail unless told otherwise), with overrides. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  counter += 1;
  const { role = 'user', password = 'correct horse battery', ...fields } = overrides;
  const email = fields.email ?? `person${counter}-${Date.now()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      firstName: `Person ${counter}`,
      emailVerifiedAt: new Date(),
      ...fields,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: row.id, role });
  return { id: row.id, email, password };
}

async function createPerson(db: Database, role: RoleName, overrides: Omit<UserOverrides, 'role'>): Promise<TestPerson> {
  const user = await createUser(db, { ...overrides, role });
  const viewer = await loadViewer(db, user.id);
  if (!viewer) throw new Error(`no user ${user.id}`);
  return { ...viewer, password: user.password };
}

/** A couple (role user), as a Viewer with its password. */
export const createCouple = (db: Database, overrides: Omit<UserOverrides, 'role'> = {}) => createPerson(db, 'user', overrides);

/** A vendor, as a Viewer with its password. */
export const createVendor = (db: Database, overrides: Omit<UserOverrides, 'role'> = {}) => createPerson(db, 'vendor', overrides);

/** An administrator, as a Viewer with its password. */
export const createAdmin = (db: Database, overrides: Omit<UserOverrides, 'role'> = {}) => createPerson(db, 'administrator', overrides);

/** The Cookie header that carries the session a response's Set-Cookie started. */
export function sessionCookieFrom(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => /^(__Host-)?ea_session=[^;]+/.test(value));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return cookie.split(';')[0];
}
