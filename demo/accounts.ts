import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userRoles, users, userTotp, vendorProfiles, type RoleName } from '../db/schema';
import type { Viewer } from '../server/kernel';
import { checkBusinessNumber } from '../shared/vendors/business-number';
import { toE164Phone } from '../shared/vendors/phone';

/**
 * The demo sign-ins listed in the README (demo data only: created together with the demo catalog,
 * never in a real deployment). All share one password.
 */

export const demoPassword = 'wedding-demo';

/**
 * The demo administrator's two-step sign-in secret (base32, RFC 6238's defaults: SHA-1, 6 digits,
 * 30 s), published in the README like the password so a newcomer can add it to an authenticator
 * app. Demo data only: a real administrator turns the step on with a secret of their own.
 */
export const demoAdminTotpSecret = 'EVERAFTERDEMOADMINSECRETTOTPKEY2';

/**
 * demoPassword as the accounts module stores a password (Argon2id, its parameters), hashed once:
 * the seed writes its accounts' rows itself (no use case makes the first administrator, and
 * sign-up asks a bot check and the address's confirmation of people), and the accounts module
 * lends no hashing outside its use cases. demo-catalog.test.ts checks that it verifies.
 */
const demoPasswordHash = '$argon2id$v=19$m=19456,t=2,p=1$OvJhNqpyAnsZMEx4tnsyFQ$Zde7z2MbuHPblBHDEQb5nA53mk90D+TE2KDLr6FyaLM';

export type DemoAccounts = { couple: number; couple2: number; vendor: number; vendor2: number; admin: number };

type DemoBusiness = Omit<typeof vendorProfiles.$inferInsert, 'userId'>;

type DemoAccount = {
  key: keyof DemoAccounts;
  role: RoleName;
  user: Omit<typeof users.$inferInsert, 'passwordHash'>;
  /** A vendor's business as registration stores it (its number and phone pass registration's checks). */
  business?: DemoBusiness;
};

/** A demo business, written as a vendor types it and stored as registerVendor stores it (digits, E.164). */
function demoBusiness(business: Omit<DemoBusiness, 'businessCountry'>): DemoBusiness {
  const number = checkBusinessNumber('au', business.businessNumber);
  const phone = toE164Phone('AU', business.phone);
  if (!number.ok || !phone) throw new Error(`demo business ${business.businessName}: its number or phone fails registration's checks`);
  return { ...business, businessCountry: 'au', businessNumber: number.digits, phone };
}

/**
 * Creates the five demo accounts, the vendors with their businesses (registerVendor's bot check
 * and activation e-mail are for people, not the seed); wedding dates are counted from `today` so
 * they stay in the future.
 */
export async function seedDemoAccounts(db: Database, today = new Date()): Promise<DemoAccounts> {
  const accounts: DemoAccount[] = [
    {
      key: 'couple',
      role: 'user',
      user: {
        email: 'couple@example.com',
        firstName: 'Emma',
        lastName: 'Clarke',
        nickname: 'Emma & Liam',
        address: 'Newtown NSW 2042',
        // About ten months away (issue 33's demo: a checklist part done, compressed to the time left).
        weddingDate: weddingDay(today, 43),
        weddingLocation: 'Hunter Valley, NSW',
        newsletterNotify: true,
      },
    },
    {
      key: 'couple2',
      role: 'user',
      user: {
        email: 'couple2@example.com',
        firstName: 'Aroha',
        lastName: 'Ngata',
        nickname: 'Aroha & Sam',
        address: 'Ponsonby, Auckland 1011',
        weddingDate: weddingDay(today, 58),
        weddingLocation: 'Queenstown, Otago',
      },
    },
    {
      key: 'vendor',
      role: 'vendor',
      // Chat and listings name a vendor by the business name (the nickname), as registration does.
      user: { email: 'vendor@example.com', firstName: 'Grace', lastName: 'Whitfield', nickname: 'Whitfield & Vine Weddings', address: 'Pokolbin NSW 2320' },
      business: demoBusiness({
        businessName: 'Whitfield & Vine Weddings',
        jobTitle: 'Owner and events director',
        phone: '02 4998 7654',
        website: 'https://whitfieldandvine.example',
        businessNumber: '51 824 753 556',
      }),
    },
    {
      key: 'vendor2',
      role: 'vendor',
      user: { email: 'vendor2@example.com', firstName: 'Hamish', lastName: 'Fraser', nickname: 'Ironbark Lane Cakes', address: 'Cessnock NSW 2325' },
      business: demoBusiness({
        businessName: 'Ironbark Lane Cakes',
        jobTitle: 'Head baker',
        phone: '0412 555 019',
        website: 'https://ironbarklanecakes.example',
        businessNumber: '53 004 085 616',
      }),
    },
    {
      key: 'admin',
      role: 'administrator',
      user: { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', nickname: 'Alex' },
    },
  ];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(accounts.map((account) => ({ ...account.user, passwordHash: demoPasswordHash, emailVerifiedAt: today })))
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
    await tx.insert(userRoles).values(accounts.map((account) => ({ userId: idOf(account.user.email), role: account.role })));
    await tx.insert(vendorProfiles).values(accounts.flatMap(({ user, business }) => (business ? [{ userId: idOf(user.email), ...business }] : [])));
    // The demo administrator signs in with the second step, as every administrator must; no recovery codes.
    await tx.insert(userTotp).values(accounts.filter((account) => account.role === 'administrator').map((account) => ({ userId: idOf(account.user.email), secret: demoAdminTotpSecret, confirmedAt: today })));
    return Object.fromEntries(accounts.map((account) => [account.key, idOf(account.user.email)])) as DemoAccounts;
  });
}

/**
 * A demo account as use cases see a signed-in person: the seed writes through the modules' use
 * cases as the person who would (the demo blog as the administrator, a wishlist as its couple).
 */
export async function demoViewer(db: Database, id: number): Promise<Viewer> {
  const [{ passwordHash: _hash, emailVerifiedAt, updatedAt: _updated, ...user }] = await db.select().from(users).where(eq(users.id, id));
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).map((row) => row.role);
  const rank = ['administrator', 'vendor', 'user'];
  roles.sort((a, b) => rank.indexOf(a) - rank.indexOf(b));
  const [secondStep] = await db.select({ confirmedAt: userTotp.confirmedAt }).from(userTotp).where(eq(userTotp.userId, id));
  return { ...user, emailVerified: emailVerifiedAt !== null, isVendor: roles.includes('vendor'), roles, secondStep: !!secondStep?.confirmedAt };
}

/** A Saturday about `weeks` weeks away, at 3 pm, in the YYYY-MM-DD HH:mm:ss form of spec §9. */
function weddingDay(today: Date, weeks: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + weeks * 7));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return `${day.toISOString().slice(0, 10)} 15:00:00`;
}
