import type { BenchMetrics } from './scenario';

/**
 * What is wrong with one scenario's figures, as the bench smoke in CI checks them: a figure that
 * is not a finite number (a peer that never drew, a division by an empty sample), and a figure
 * the scenario's last recorded run reported that this run did not (a measurement that stopped
 * being made). Empty when all is well; each problem names the scenario and the figure.
 */
export function figureProblems(name: string, metrics: BenchMetrics, recorded: BenchMetrics | undefined): string[] {
  const problems: string[] = [];
  if (Object.keys(metrics).length === 0) problems.push(`${name}: reported no figures`);
  for (const [figure, value] of Object.entries(metrics)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${name}.${figure}: ${String(value)} is not a finite number`);
  }
  for (const figure of Object.keys(recorded ?? {})) {
    if (!(figure in metrics)) problems.push(`${name}.${figure}: missing (the recorded run reports it)`);
  }
  return problems;
}
