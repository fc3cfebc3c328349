import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Where the names of tests that passed only on a retry are appended (one per line). It lives
 * outside `test-results/`, which Playwright empties at the start of every run, so the end-to-end
 * run's list survives the runs after it; `.ci/run` removes the file before the first.
 */
export const PASSED_ON_RETRY_FILE = path.join('reports', 'passed-on-retry.txt');

/**
 * Records every test that failed first and passed on a retry. CI keeps Playwright's retry so a
 * one-off hiccup of the shared machine does not fail the run, but such a test is a finding:
 * `.ci/run` prints this list at its end so the run's reader sees each one.
 */
export default class RetryReporter implements Reporter {
  private readonly passedOnRetry: string[] = [];

  onTestEnd(test: TestCase): void {
    if (test.outcome() !== 'flaky') return;
    this.passedOnRetry.push(`${test.location.file.replace(`${process.cwd()}${path.sep}`, '')}:${test.location.line} ${test.titlePath().filter(Boolean).join(' › ')}`);
  }

  onEnd(): void {
    mkdirSync(path.dirname(PASSED_ON_RETRY_FILE), { recursive: true });
    appendFileSync(PASSED_ON_RETRY_FILE, this.passedOnRetry.map((line) => `${line}\n`).join(''));
  }

  printsToStdio(): boolean {
    return false;
  }
}
