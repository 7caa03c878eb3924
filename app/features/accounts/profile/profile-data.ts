import type { Viewer } from '../../../../server/kernel';

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

/** The account's fields the profile pages send to the browser, and nothing else of it. */
export function profileDataOf(viewer: Viewer): ProfileData {
  return {
    id: viewer.id,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    nickname: viewer.nickname,
    address: viewer.address,
    avatar: viewer.avatar,
    weddingDate: viewer.weddingDate,
    weddingVenue: viewer.weddingVenue,
    weddingLocation: viewer.weddingLocation,
    newsletterNotify: viewer.newsletterNotify,
    updatesNotify: viewer.updatesNotify,
    messagesNotifyFrequently: viewer.messagesNotifyFrequently,
  };
}
