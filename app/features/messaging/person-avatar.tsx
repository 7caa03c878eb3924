import classes from './messages.module.css';

/** A person's round picture, or their initials on a quiet disc. Decorative: their name is beside it. */
export function PersonAvatar({ name, avatar, size = 44 }: { name: string; avatar: string | null; size?: number }) {
  if (avatar) return <img src={avatar} alt="" width={size} height={size} className={classes.avatar} loading="lazy" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={classes.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
