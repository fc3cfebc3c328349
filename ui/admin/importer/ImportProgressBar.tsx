import type { ImportProgress } from '../../data/index';

/**
 * Import progress in rows: the bar moves as each chunk's answer arrives. Rows, not chunks, since
 * chunks grow while the server answers quickly.
 */
export function ImportProgressBar({ progress, rowLabel = 'Row' }: { progress: ImportProgress; rowLabel?: string }) {
  const noun = `${rowLabel.toLowerCase()}s`;
  return (
    <p>
      <label>Import progress <progress max={progress.rowsTotal} value={progress.rowsDone}>{progress.rowsDone} of {progress.rowsTotal}</progress></label>
      {' '}<span>{progress.rowsDone} of {progress.rowsTotal} {noun}</span>
    </p>
  );
}
