/**
 * The styles of a landing page's header and hero travel inside the page's JavaScript (which is
 * preloaded with the entry) instead of a stylesheet fetched after it: one round trip less
 * before the headline paints on a phone. The rest of the landing styles load with the sections.
 */
import css from './landing-critical.css?inline';

const ID = 'landing-critical-styles';

if (typeof document !== 'undefined' && !document.getElementById(ID)) {
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = css;
  document.head.appendChild(style);
}
