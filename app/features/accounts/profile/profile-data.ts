import type { Viewer } from '../../../../server/modules/accounts';

/** What the profile page shows of the signed-in person. */
export type ProfileData = Pick<
  Viewer,
  | 'id'
  | 'email'
  | 'emailVerified'
  | 'firstName'
  | 'lastName'
  | 'nickname'
  | 'address'
  | 'avatar'
  | 'weddingDate'
  | 'weddingVenue'
  | 'weddingLocation'
  | 'newsletterNotify'
  | 'updatesNotify'
  | 'messagesNotifyFrequently'
>;
