const BROWSERS = [
  { name: 'Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
  { name: 'Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Edge', href: 'https://www.microsoft.com/edge' },
];

/** Shown for old Internet Explorer. */
export default function UnsupportedBrowserPage() {
  return (
    <main id="main" className="page page--narrow unsupported-browser">
      <h1>Improve Your Experience</h1>
      <p>This browser is no longer supported. Please open RWL in one of these browsers:</p>
      <ul className="unsupported-browser__list">
        {BROWSERS.map((browser) => (
          <li key={browser.name}>
            <a href={browser.href} rel="noopener noreferrer">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
