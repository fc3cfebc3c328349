// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmLeave, LEAVE_QUESTION, useUnsavedChanges } from './unsavedChanges';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An editor screen as the admin's are: it marks itself dirty while it holds unsaved work. */
function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

const roots: Root[] = [];

function mountEditor(dirty: boolean): (next: boolean | null) => void {
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => root.render(<Editor dirty={dirty} />));
  return (next) => act(() => (next === null ? root.unmount() : root.render(<Editor dirty={next} />)));
}

/** Answers the leave question as the admin would, recording that it was asked. */
function answering(answer: boolean) {
  const asked: string[] = [];
  return { asked, ask: (question: string) => { asked.push(question); return answer; } };
}

function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

describe('leaving unsaved work', () => {
  it('does not ask, and the browser does not warn, while nothing is unsaved', () => {
    mountEditor(false);
    const admin = answering(false);
    expect(confirmLeave(admin.ask)).toBe(true);
    expect(admin.asked).toEqual([]);
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks while an editor holds unsaved work, and leaves only when the admin agrees', () => {
    mountEditor(true);
    const staying = answering(false);
    expect(confirmLeave(staying.ask)).toBe(false);
    expect(staying.asked).toEqual([LEAVE_QUESTION]);
    const leaving = answering(true);
    expect(confirmLeave(leaving.ask)).toBe(true);
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('stops asking once the work is saved or the editor closes, while another dirty editor still counts', () => {
    const first = mountEditor(true);
    const second = mountEditor(true);
    first(false);
    expect(confirmLeave(answering(false).ask)).toBe(false);
    expect(beforeUnloadCancelled()).toBe(true);
    second(null);
    expect(confirmLeave(answering(false).ask)).toBe(true);
    expect(beforeUnloadCancelled()).toBe(false);
  });
});
