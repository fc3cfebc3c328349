import { useId, useMemo } from 'react';
import {
  WEEKDAYS, emptyOpeningHours, openingHoursProblems, readOpeningHours, weekdayName,
  type HoursException, type HoursInterval, type OpeningHours,
} from '../../../domain/index';
import type { FieldEditorProps } from './fieldEditorProps';

/** Hours a new interval starts with: a common shop day. */
const NEW_INTERVAL: HoursInterval = { open: '09:00', close: '18:00' };

/** The time zones the runtime knows, the current one first among them when it is missing. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The admin's own zone: where a store is most likely to be when the field names none. */
function adminZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

interface IntervalsProps {
  /** Names the inputs: "Monday" or a date. */
  name: string;
  intervals: HoursInterval[];
  onChange: (intervals: HoursInterval[]) => void;
}

/** One day's intervals: open and close times, remove, and "Add interval". */
function IntervalRows({ name, intervals, onChange }: IntervalsProps) {
  const set = (index: number, change: Partial<HoursInterval>) => onChange(intervals.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const add = () => {
    const last = intervals[intervals.length - 1];
    // A second interval of a day starts where the first ends (a lunch break is then one edit away).
    onChange([...intervals, last ? { open: last.close, close: last.close < '23:00' ? '23:00' : '23:59' } : NEW_INTERVAL]);
  };
  return (
    <div className="admin-hours-intervals">
      {intervals.length === 0 && <span className="admin-muted">Closed</span>}
      {intervals.map((interval, index) => (
        <span key={index} className="admin-hours-interval">
          <input type="time" aria-label={`${name} opens`} value={interval.open} onChange={(event) => set(index, { open: event.target.value })} />
          {' – '}
          <input type="time" aria-label={`${name} closes`} value={interval.close} onChange={(event) => set(index, { close: event.target.value })} />
          <button type="button" onClick={() => onChange(intervals.filter((_, at) => at !== index))}>Remove<span className="visually-hidden"> {name} {interval.open}–{interval.close}</span></button>
        </span>
      ))}
      <button type="button" onClick={add}>Add interval<span className="visually-hidden"> on {name}</span></button>
    </div>
  );
}

interface ExceptionProps {
  exception: HoursException;
  onChange: (exception: HoursException) => void;
  onRemove: () => void;
}

/** A dated exception: its date, "Closed all day", or its own intervals. */
function ExceptionRow({ exception, onChange, onRemove }: ExceptionProps) {
  const name = exception.date || 'the new date';
  return (
    <li className="admin-hours-exception">
      <input type="date" aria-label="Exception date" value={exception.date} onChange={(event) => onChange({ ...exception, date: event.target.value })} />
      <label>
        <input type="checkbox" checked={exception.intervals.length === 0}
          onChange={(event) => onChange({ ...exception, intervals: event.target.checked ? [] : [NEW_INTERVAL] })} /> Closed all day
      </label>
      {exception.intervals.length > 0 && <IntervalRows name={name} intervals={exception.intervals} onChange={(intervals) => onChange({ ...exception, intervals })} />}
      <button type="button" onClick={onRemove}>Remove exception<span className="visually-hidden"> {name}</span></button>
    </li>
  );
}

/**
 * Edits a record's opening hours: the store's time zone, one row per weekday with its intervals
 * (a close before the open runs overnight), and dated exceptions (closed, or special hours).
 * Mistakes are named as they are made; the server refuses the same ones on save.
 */
export function HoursEditor({ field, value, onChange }: FieldEditorProps) {
  const zoneId = useId();
  const hours: OpeningHours = useMemo(() => readOpeningHours(value) ?? emptyOpeningHours(field.timeZone || adminZone()), [value, field.timeZone]);
  const problems = useMemo(() => openingHoursProblems(hours), [hours]);
  const update = (change: Partial<OpeningHours>) => onChange({ ...hours, ...change });
  const setException = (index: number, exception: HoursException) =>
    update({ exceptions: hours.exceptions.map((item, at) => (at === index ? exception : item)) });

  return (
    <fieldset className="admin-hours" data-field={field.name}>
      <legend>{field.label || 'Opening hours'}</legend>
      <div className="admin-field">
        <label htmlFor={zoneId}>Time zone</label>
        <select id={zoneId} value={hours.timeZone} onChange={(event) => update({ timeZone: event.target.value })}>
          {timeZones(hours.timeZone).map((zone) => <option key={zone} value={zone}>{zone}</option>)}
        </select>
      </div>
      <table className="admin-hours-week">
        <tbody>
          {WEEKDAYS.map((day) => {
            const dayName = weekdayName(day, 'en');
            return (
              <tr key={day} data-weekday={day}>
                <th scope="row">{dayName}</th>
                <td><IntervalRows name={dayName} intervals={hours.week[day]} onChange={(intervals) => update({ week: { ...hours.week, [day]: intervals } })} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h4>Exceptions</h4>
      <ul className="admin-hours-exceptions" aria-label="Exceptions">
        {hours.exceptions.map((exception, index) => (
          <ExceptionRow key={index} exception={exception} onChange={(next) => setException(index, next)}
            onRemove={() => update({ exceptions: hours.exceptions.filter((_, at) => at !== index) })} />
        ))}
      </ul>
      <button type="button" onClick={() => update({ exceptions: [...hours.exceptions, { date: '', intervals: [] }] })}>Add exception</button>
      {field.help && <p className="admin-help">{field.help}</p>}
      {problems.length > 0 && (
        <ul className="admin-hours-problems" role="alert">
          {problems.map((problem) => <li key={problem}>{problem}</li>)}
        </ul>
      )}
    </fieldset>
  );
}
