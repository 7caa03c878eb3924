import { IconHeart } from '@tabler/icons-react';
import { errorIdOf } from '~/components/form/form-errors-alert';
import classes from './reviews.module.css';

type HeartInputProps = {
  formId: string;
  name: string;
  legend: string;
  /** The hearts chosen before (an edit, or a refused post's kept value). */
  defaultValue?: string;
  /** Optional hearts have a "Not rated" choice, chosen unless given. */
  optional?: boolean;
  error?: string;
};

/**
 * Hearts 1–5 as radio buttons drawn as hearts: a plain form control (arrow keys choose, no script
 * needed); hearts up to the chosen one fill.
 */
export function HeartInput({ formId, name, legend, defaultValue, optional = false, error }: HeartInputProps) {
  const chosen = defaultValue && /^[1-5]$/.test(defaultValue) ? defaultValue : '';
  return (
    <fieldset className={classes.heartInput} aria-describedby={error ? errorIdOf(formId, name) : undefined} aria-invalid={error ? true : undefined}>
      <legend className={classes.legend}>
        {legend}
        {!optional && <span className="visually-hidden"> (required)</span>}
      </legend>
      <span className={classes.heartChoices} data-name={name}>
        {[1, 2, 3, 4, 5].map((heart) => (
          <label key={heart} className={classes.heartChoice}>
            <input type="radio" name={name} value={heart} defaultChecked={chosen === String(heart)} required={!optional && heart === 1} className={classes.radio} />
            <IconHeart size={26} stroke={1.8} aria-hidden="true" />
            <span className="visually-hidden">{heart === 1 ? '1 heart' : `${heart} hearts`}</span>
          </label>
        ))}
        {optional && (
          <label className={classes.notRated}>
            <input type="radio" name={name} value="" defaultChecked={chosen === ''} />
            Not rated
          </label>
        )}
      </span>
    </fieldset>
  );
}
