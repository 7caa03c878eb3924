import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { roleNames, userRoles, users, type RoleName } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { blankIsAbsent, containsPattern, pageWindow, parseInput, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';
import { requireAdministrator } from '../../kernel';
import { viewerColumns } from './viewer';

export const listUsersInput = z.object({
  q: searchTextField,
  role: z.preprocess(blankIsAbsent, z.enum(roleNames, 'There is no such role.').optional()),
  ...tableQueryFields(['name', 'email', 'created'], 'created', 'desc'),
});

export type UserRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string | null;
  roles: RoleName[];
  emailVerified: boolean;
  suspended: boolean;
  createdAt: Date;
};

/** People whose e-mail, full name or nickname contains `q` (any case). */
export function userSearchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  return or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern), ilike(users.nickname, pattern))!;
}

/** The admin area's users: searched by name or e-mail, filtered by role, sorted and paged. Administrators only. */
export async function listUsers(ctx: RequestContext, input: unknown): Promise<TablePage<UserRow>> {
  const { q, role, sort, dir, page } = parseInput(listUsersInput, input);
  requireAdministrator(ctx.viewer);
  const conditions: SQL[] = [];
  if (q) conditions.push(userSearchCondition(q));
  if (role) conditions.push(exists(ctx.db.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))));
  const where = and(...conditions);
  const order = dir === 'asc' ? asc : desc;
  const orderBy = sort === 'name' ? [order(users.firstName), order(users.lastName)] : sort === 'email' ? [order(users.email)] : [order(users.createdAt)];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, roles: viewerColumns.roles, emailVerifiedAt: users.emailVerifiedAt, suspendedAt: users.suspendedAt, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(...orderBy, desc(users.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return tablePage(
    rows.map(({ emailVerifiedAt, suspendedAt, ...row }) => ({ ...row, emailVerified: emailVerifiedAt !== null, suspended: suspendedAt !== null })),
    total,
    page,
  );
}
