import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { userRoles, users, userTotp, type RoleName } from '../../../db/schema/accounts';
import type { Viewer } from '../../kernel';

/** Whether a user has the vendor role (spec §6's isvendor), as a column of a query on users. */
export const userIsVendor = sql<boolean>`exists(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'vendor')`;

/** The columns a Viewer is made of, with the roles gathered in the same query. */
export const viewerColumns = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  nickname: users.nickname,
  address: users.address,
  avatar: users.avatar,
  weddingDate: users.weddingDate,
  weddingVenue: users.weddingVenue,
  weddingLocation: users.weddingLocation,
  newsletterNotify: users.newsletterNotify,
  updatesNotify: users.updatesNotify,
  messagesNotifyFrequently: users.messagesNotifyFrequently,
  chatSignature: users.chatSignature,
  createdAt: users.createdAt,
  roles: sql<RoleName[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
  secondStep: sql<boolean>`exists(select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null)`,
};

/** Viewer rows of users; chain `.where(…)` or joins. */
export function selectViewerRows(db: Database) {
  return db.select(viewerColumns).from(users);
}

type ViewerRow = Awaited<ReturnType<typeof selectViewerRows>>[number];

const roleRank: Record<RoleName, number> = { administrator: 0, vendor: 1, user: 2 };

export function toViewer({ emailVerifiedAt, roles, weddingDate, ...rest }: ViewerRow): Viewer {
  return {
    ...rest,
    emailVerified: emailVerifiedAt !== null,
    // A timestamp column read as text: normalise to spec §9's YYYY-MM-DD HH:mm:ss.
    weddingDate: weddingDate ? weddingDate.slice(0, 19).replace('T', ' ') : null,
    roles: [...roles].sort((a, b) => roleRank[a] - roleRank[b]),
    isVendor: roles.includes('vendor'),
  };
}

/** The user as a Viewer, or null when there is no such user. */
export async function loadViewer(db: Database, userId: number): Promise<Viewer | null> {
  const [row] = await selectViewerRows(db).where(eq(users.id, userId));
  return row ? toViewer(row) : null;
}
