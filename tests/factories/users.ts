import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userRoles, users, userTotp, type RoleName } from '../../db/schema';
import { hashPassword } from '../../server/modules/accounts/password';
import { newTotpSecret, totpOf } from '../../server/modules/accounts/second-step';
import { loadViewer } from '../../server/modules/accounts/viewer';
import { type Viewer } from '../../server/kernel';

let counter = 0;

/** `totpSecret`: the second step's secret (base32), for an administrator (they all have the step on) or when asked for. */
export type TestUser = { id: number; email: string; password: string; totpSecret?: string };

/** A person as use cases see them (a Viewer), with the password they sign in with (and their second step's secret). */
export type TestPerson = Viewer & { password: string; totpSecret?: string };

/** `secondStep`: two-step sign-in on, with a secret of its own (true by default for an administrator, who must have it). */
export type UserOverrides = Partial<typeof users.$inferInsert> & { role?: RoleName; password?: string; secondStep?: boolean };

/** A user with a known password (verified e-mail unless told otherwise), with overrides. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  counter += 1;
  const { role = 'user', password = 'correct horse battery', secondStep = role === 'administrator', ...fields } = overrides;
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
  if (!secondStep) return { id: row.id, email, password };
  const totpSecret = newTotpSecret();
  await db.insert(userTotp).values({ userId: row.id, secret: totpSecret, confirmedAt: new Date() });
  return { id: row.id, email, password, totpSecret };
}

const stepMs = 30_000;

/**
 * A code for the person's second step that the server will take: the current step's, or the next
 * one's when the current was spent already (the replay guard takes each step once); past that, it
 * waits for the clock to reach a step not yet spent. Never weakens the guard: it reads `last_step`.
 */
export async function freshTotpCode(db: Database, person: Pick<TestUser, 'id' | 'totpSecret'>): Promise<string> {
  if (!person.totpSecret) throw new Error(`user ${person.id} has no second step`);
  const [row] = await db.select({ lastStep: userTotp.lastStep }).from(userTotp).where(eq(userTotp.userId, person.id));
  const step = Math.max(Math.floor(Date.now() / stepMs), (row?.lastStep ?? 0) + 1);
  // The next step is within the server's window of one; anything later must wait for its time.
  const waitMs = (step - 1) * stepMs - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  return totpOf(person.totpSecret).generate({ timestamp: step * stepMs });
}

async function createPerson(db: Database, role: RoleName, overrides: Omit<UserOverrides, 'role'>): Promise<TestPerson> {
  const user = await createUser(db, { ...overrides, role });
  const viewer = await loadViewer(db, user.id);
  if (!viewer) throw new Error(`no user ${user.id}`);
  return { ...viewer, password: user.password, totpSecret: user.totpSecret };
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
