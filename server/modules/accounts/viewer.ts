import type { RoleName } from '../../../db/schema';

/** The signed-in user as the rest of the system sees them (never the password hash). */
export type Viewer = {
  id: number;
  email: string;
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
  isVendor: boolean;
  roles: RoleName[];
  createdAt: Date;
};
