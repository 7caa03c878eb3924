import classes from './wordmark.module.css';

/** The product's name as its logo: "Ever After" with the last word in the accent colour. */
export function Wordmark({ name }: { name: string }) {
  const words = name.split(' ');
  return (
    <span className={classes.wordmark}>
      {words.length < 2 ? (
        name
      ) : (
        <>
          {words.slice(0, -1).join(' ')} <span className={classes.accent}>{words.at(-1)}</span>
        </>
      )}
    </span>
  );
}
