/** Tests without a screen: resolves once `check` holds (polled every 20 ms); fails after `timeoutMs`. */
export function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out'));
      else setTimeout(tick, 20);
    };
    tick();
  });
}
