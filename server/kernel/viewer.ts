import type { RoleName } from '../../db/schema/accounts';

/** The signed-in user as the rest of the system sees them (never the password hash). */
export type Viewer = {
  id: number;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string | null;
  nickname: string | null;
  address: string | null;
  avatar: string | null;
  weddingDate: string | null;
  weddingVenue: string | null;
  weddingLocation: string | null;
  newsletterNotify: boolean;
  updatesNotify: boolean;
  messagesNotifyFrequently: number;
  chatSignature: string | null;
  /** Spec §6's `isvendor`, derived from the roles. */
  isVendor: boolean;
  /** The administrator role first: clients read roles[0].name (spec §6). */
  roles: RoleName[];
  /** Two-step sign-in is on (an authenticator app confirmed): required of administrators. */
  secondStep: boolean;
  createdAt: Date;
};

/** How a session's token travels: a cookie (browsers) or a bearer header (API clients). */
export type SessionKind = 'cookie' | 'bearer';

/** The viewer's session (how they are signed in). */
export type CurrentSession = {
  id: string;
  kind: SessionKind;
  expiresAt: Date;
  /** True when this request renewed the session: a cookie must be sent again with the new expiry. */
  renewed: boolean;
};
