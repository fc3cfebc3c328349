/** Lets the browser run other tasks (input, painting) before the caller goes on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a task after the next animation frame, when the browser has committed what was
 * drawn before the call, so it goes to the screen while the caller goes on. Where no animation
 * frames come (a background tab), the next task after 50 ms.
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return nextTask();
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      void nextTask().then(resolve);
    };
    const timer = setTimeout(finish, 50);
    const frame = requestAnimationFrame(finish);
  });
}
