import './styles/global.css';
// The shell's popup and toast styles travel with the page's own styles, not after the app's code.
import './ui/dialog.css';
import './ui/toast.css';

/**
 * The app's code runs in two steps, each a task of its own: React, then the router and the app
 * (app/start.tsx). A phone's main thread is never held for the whole lot at once, so a tap on a
 * prerendered page is answered between them. Both are preloaded with this file.
 */
async function boot(container: HTMLElement) {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./app/start');
  await startApp(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
