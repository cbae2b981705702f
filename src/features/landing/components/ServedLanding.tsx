import { PopupHost } from '@/ui/PopupHost';
import { ServedInteractionsReplay } from '@/ui/ServedInteractionsReplay';
import { ConsentMount } from '@/features/consent';
import type { LandingConfig } from '../model';
import LandingBody from './LandingBody';
import { LandingPage } from './LandingPage';

/**
 * A landing page as it is served (src/prerender) and taken over in the browser
 * (src/servedLanding.tsx): the page with every section below the header in its markup, the
 * popups and the cookie banner, and no router or store. Its links are plain links; the buttons,
 * forms, quiz and dialogs are React's once it has taken the page over.
 */
export function ServedLanding({ config, pathname }: { config: LandingConfig; pathname: string }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LandingPage
        config={config}
        pathname={pathname}
        body={<LandingBody config={config} served />}
      />
      <PopupHost />
      <ConsentMount />
      <ServedInteractionsReplay />
    </>
  );
}
