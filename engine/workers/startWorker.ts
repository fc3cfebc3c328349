/**
 * Starts one of the engine's module workers from the address its build gave (`?worker&url`),
 * resolved against the engine's own script, so the worker comes from the server the viewer came
 * from even on another site's page.
 *
 * A browser starts no worker from another origin's script: there the worker is a one-line
 * module made on the page (a blob) that imports the real one from the viewer's server, which
 * answers it with CORS. The page's policy must then allow `worker-src blob:`. On the server's
 * own pages the worker starts from its script directly, as before.
 */
export function startModuleWorker(builtUrl: string, name: string, base: string = import.meta.url): Worker {
  const url = new URL(builtUrl, base);
  if (typeof location === 'undefined' || url.origin === location.origin) return new Worker(url, { type: 'module', name });
  const bootstrap = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }));
  const worker = new Worker(bootstrap, { type: 'module', name });
  // The worker has read its one line once it answers or fails; the page need not keep it.
  const release = (): void => {
    URL.revokeObjectURL(bootstrap);
    worker.removeEventListener('message', release);
    worker.removeEventListener('error', release);
  };
  worker.addEventListener('message', release);
  worker.addEventListener('error', release);
  return worker;
}
