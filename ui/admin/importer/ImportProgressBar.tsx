import type { ImportProgress } from '../../data/index';

/** Import progress in chunks: the bar moves as each chunk's answer arrives. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  return (
    <p>
      <label>Import progress <progress max={progress.total} value={progress.done}>{progress.done} of {progress.total}</progress></label>
      {' '}<span>{progress.done} of {progress.total} chunks</span>
    </p>
  );
}
