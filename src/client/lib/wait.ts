/**
 * Settles when `work` does (resolved or rejected alike) or after `ms`, whichever comes first: a screen waits for
 * something it would like to have, but never longer than that. The timer is cleared once `work` settles.
 */
export function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
