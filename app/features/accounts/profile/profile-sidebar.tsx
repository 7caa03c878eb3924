import { IconCamera, IconMapPin } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '~/components/dialog';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import formClasses from '~/components/form/form.module.css';
import { AvatarForm } from './avatar-form';
import { AvatarPicture } from './avatar-picture';
import type { ProfileData } from './profile-data';
import { useProfileForm } from './profile-forms';
import { countdownWords } from './wedding-countdown';
import classes from './profile.module.css';

/** Spec §2's profile sidebar: the avatar (opens the change-photo dialog), nickname, address and the wedding countdown. */
export function ProfileSidebar({ profile, daysSinceWedding }: { profile: ProfileData; daysSinceWedding: number | null }) {
  const [changingPhoto, setChangingPhoto] = useState(false);
  const closePhotoDialog = useCallback(() => setChangingPhoto(false), []);
  const { success, errors } = useProfileForm('avatar');
  const name = profile.nickname?.trim() || [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const initials = (profile.nickname?.trim() || profile.firstName).slice(0, 1).toUpperCase();
  const countdown = daysSinceWedding === null ? null : countdownWords(daysSinceWedding);

  return (
    <aside className={classes.sidebar} aria-label="Your details">
      <button type="button" className={classes.avatarButton} aria-haspopup="dialog" onClick={() => setChangingPhoto(true)}>
        <AvatarPicture avatar={profile.avatar} initials={initials} alt="" />
        <span className={classes.avatarBadge}>
          <IconCamera size={18} aria-hidden="true" />
        </span>
        <span className="visually-hidden">Change photo</span>
      </button>
      <SuccessStatus message={success} className={classes.avatarStatus} />
      <noscript>
        {/* Without JavaScript the dialog cannot open: a plain upload form instead. */}
        <form method="post" encType="multipart/form-data" className={classes.plainPhotoForm}>
          <input type="hidden" name="intent" value="avatar" />
          <FormErrorsAlert formId="avatar-plain" errors={errors} />
          <label className={formClasses.label}>
            Add photo
            <input type="file" name="avatar" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" />
          </label>
          <button type="submit">Save photo</button>
        </form>
      </noscript>
      <p className={classes.name}>{name}</p>
      {profile.address && (
        <p className={classes.address}>
          <IconMapPin size={16} aria-hidden="true" />
          <span>{profile.address}</span>
        </p>
      )}
      <div className={classes.countdown}>
        {countdown ? (
          <p>
            <span className={classes.countdownNumber}>{countdown.count}</span>{' '}
            <span>
              {countdown.unit} {countdown.phrase}
            </span>{' '}
            <span className={classes.countdownWords}>I Do!</span>
          </p>
        ) : (
          <p>
            <Link to="?tab=wedding" replace preventScrollReset>
              Add your wedding date
            </Link>{' '}
            to count down the days until you say I Do!
          </p>
        )}
      </div>
      <p className={classes.privacyLink}>
        <Link to="/profile/privacy">Privacy and your data</Link>
      </p>
      <Dialog opened={changingPhoto} onClose={closePhotoDialog} title="Change photo" size={440}>
        <AvatarForm avatar={profile.avatar} initials={initials} onSaved={closePhotoDialog} />
      </Dialog>
    </aside>
  );
}
