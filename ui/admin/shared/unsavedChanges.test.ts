import { describe, expect, it } from 'vitest';
import { confirmLeave, hasUnsavedChanges, LEAVE_QUESTION } from './unsavedChanges';

describe('confirmLeave', () => {
  it('does not ask when nothing is unsaved', () => {
    const asked: string[] = [];
    expect(hasUnsavedChanges()).toBe(false);
    expect(confirmLeave((question) => { asked.push(question); return false; })).toBe(true);
    expect(asked).toEqual([]);
    expect(LEAVE_QUESTION).toMatch(/unsaved changes/);
  });
});
