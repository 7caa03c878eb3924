import { NavLink } from 'react-router';
import { editorSteps, stepUrl } from './steps';
import classes from './listing-editor.module.css';

/** The six steps, each reopenable; the current one is marked for screen readers too. */
export function EditorNav({ serviceId }: { serviceId: number }) {
  return (
    <nav aria-label="Listing steps" className={classes.nav}>
      <ol>
        {editorSteps.map((step, index) => (
          <li key={step.path}>
            <NavLink to={stepUrl(serviceId, step.path)} className={classes.step}>
              <span className={classes.number} aria-hidden="true">
                {index + 1}
              </span>
              {step.label}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
