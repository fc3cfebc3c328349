/**
 * Watches the main thread while an operation runs: a message loop posts itself again and
 * again, so the longest gap between two of its turns is the longest task that ran meanwhile
 * (the browser's long-task entries start at 50 ms; this sees shorter ones too).
 */
export function watchLongestTask(): () => number {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  return () => {
    running = false;
    longest = Math.max(longest, performance.now() - last);
    channel.port1.close();
    return longest;
  };
}
