import classes from './profile.module.css';

/** The round profile photo, or the person's initials on a quiet disc when there is none. */
export function AvatarPicture({ avatar, initials, alt }: { avatar: string | null; initials: string; alt: string }) {
  if (avatar) return <img src={avatar} alt={alt} width={512} height={512} className={classes.avatarImage} />;
  return (
    <span className={classes.initials} aria-hidden="true">
      {initials}
    </span>
  );
}
