import { groupThousands } from '~/lib/format-number';
import type { ChartDay } from '~/lib/format-date';
import classes from './bar-chart.module.css';

const step = 10;
const gap = 3;
const height = 100;

/**
 * A figure per day as bars, drawn in SVG (no chart library): a vendor's views, the admin
 * dashboard's sign-ups or payments. The picture says what it shows in its label; the figures
 * themselves are in a table for screen readers.
 */
export function BarChart({
  caption,
  name,
  valueLabel,
  empty,
  values,
  days,
  format = groupThousands,
}: {
  /** Above the chart: 'Views per day'. */
  caption: string;
  /** What it shows in full, for the label and the table: 'Views per day of Hillside Hall'. */
  name: string;
  /** The table's column: 'Views'. */
  valueLabel: string;
  /** Over an empty chart: 'No views yet'. */
  empty: string;
  values: number[];
  days: ChartDay[];
  format?: (value: number) => string;
}) {
  const max = Math.max(0, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peak = values.indexOf(max);
  const span = `${days[0].label} to ${days.at(-1)!.label}`;
  const summary = total === 0 ? `${name}, ${span}: none yet.` : `${name}, ${span}: ${format(total)} in all, most on ${days[peak].label} (${format(max)}).`;
  return (
    <figure className={classes.chart}>
      <figcaption className={classes.caption}>{caption}</figcaption>
      <div className={classes.plot}>
        {max > 0 && (
          <span className={classes.max} aria-hidden="true">
            {format(max)}
          </span>
        )}
        {/* Stretched to the card's width: the lines keep their thickness, the bars only widen. */}
        <svg role="img" aria-label={summary} viewBox={`0 0 ${values.length * step} ${height}`} preserveAspectRatio="none" className={classes.svg}>
          {max > 0 && <line x1={0} x2={values.length * step} y1={0.5} y2={0.5} className={classes.grid} vectorEffect="non-scaling-stroke" />}
          {values.map((value, index) => {
            if (value === 0) return null;
            const barHeight = Math.max(2, (value / max) * (height - 2));
            return <rect key={days[index].iso} x={index * step + gap / 2} y={height - barHeight} width={step - gap} height={barHeight} className={index === peak ? classes.peak : classes.bar} />;
          })}
          <line x1={0} x2={values.length * step} y1={height - 0.5} y2={height - 0.5} className={classes.baseline} vectorEffect="non-scaling-stroke" />
        </svg>
        {total === 0 && (
          <span className={classes.none} aria-hidden="true">
            {empty}
          </span>
        )}
      </div>
      <div className={classes.axis} aria-hidden="true">
        <span>{days[0].label}</span>
        <span>{days.at(-1)!.label}</span>
      </div>
      {/* In a box: a table is as tall as its rows, whatever its own height says. */}
      <div className="visually-hidden">
        <table>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.iso}>
                <th scope="row">{day.label}</th>
                <td>{format(values[index])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
