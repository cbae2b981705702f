/** App store links: the iPhone and Android apps. */
export const STORE_LINKS = {
  ios: 'https://apps.apple.com/gb/app/rwl/id1047139232',
  android: 'https://play.google.com/store/apps/details?id=com.rwl.app',
} as const;

export function StoreBadges() {
  return (
    <ul className="landing-stores" aria-label="Get the app">
      <li>
        <a href={STORE_LINKS.ios} rel="noopener" target="_blank">
          <img
            src="/images/landing/badge-app-store.svg"
            alt="Download on the App Store"
            width={150}
            height={48}
            loading="lazy"
          />
        </a>
      </li>
      <li>
        <a href={STORE_LINKS.android} rel="noopener" target="_blank">
          <img
            src="/images/landing/badge-google-play.svg"
            alt="Get it on Google Play"
            width={150}
            height={48}
            loading="lazy"
          />
        </a>
      </li>
    </ul>
  );
}
