/**
 * Performance marks around the first render of the chat list and of a conversation, for
 * scripts/bench-chat.mjs: '{name}:start' when the page first renders, '{name}:rows' when the
 * first rows are in the page, and the measure '{name}:first-render' (start to the next frame
 * after the rows, i.e. painted).
 */
export function markStart(name: string): void {
  if (typeof performance === 'undefined' || !performance.mark) return;
  performance.clearMarks(`${name}:start`);
  performance.clearMarks(`${name}:rows`);
  performance.clearMeasures(`${name}:first-render`);
  performance.mark(`${name}:start`);
}

export function markFirstRows(name: string): void {
  if (typeof performance === 'undefined' || !performance.mark) return;
  if (!performance.getEntriesByName(`${name}:start`, 'mark').length) return;
  performance.mark(`${name}:rows`);
  requestAnimationFrame(() => {
    // The frame after the rows were committed has been produced: measure up to here.
    setTimeout(() => {
      try {
        performance.measure(`${name}:first-render`, `${name}:start`);
      } catch {
        // The start mark was cleared by a newer render.
      }
    }, 0);
  });
}
