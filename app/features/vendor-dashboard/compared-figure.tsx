import type { Compared } from '../../../server/modules/vendors';
import { groupThousands } from '~/lib/format-number';
import { changeOf } from './figures';
import classes from './dashboard.module.css';

/** A figure of the last 30 days, with its change against the 30 before (▲ 25%, new…), inside a <dl>. */
export function ComparedFigure({ label, figure }: { label: string; figure: Compared }) {
  const change = changeOf(figure);
  const before = figure.previous > 0 ? `, from ${groupThousands(figure.previous)}` : '';
  return (
    <div className={classes.figure}>
      <dt className={classes.figureLabel}>{label}</dt>
      <dd className={classes.figureValue}>{groupThousands(figure.current)}</dd>
      <dd className={classes.change} data-trend={change.trend}>
        <span aria-hidden="true">
          {change.shown}
          {figure.previous > 0 && <span className={classes.before}> from {groupThousands(figure.previous)}</span>}
        </span>
        <span className="visually-hidden">
          {change.spoken}
          {before}
        </span>
      </dd>
    </div>
  );
}
