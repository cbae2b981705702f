import { HOME_VARIANT_INTERVAL_MS, SERVED_HOME_VARIANT } from '@/features/landing/rules';
import { HOME_VARIANTS } from '@/features/landing/configs/registry';
import { storageKeys } from '@/lib/storage/keys';
import { MEMBER_CLASS } from '@/lib/memberClass';

export interface BootOptions {
  /** The address the markup was rendered for. */
  path: string;
  /** On the marketing home: the variant the markup shows. */
  homeVariant: number | null;
  /** A page for visitors only: with a stored member session the app goes elsewhere. */
  guestOnly?: boolean;
  /** The app's entry module and the chunks to preload with it. */
  entry: string;
  preloads: string[];
}

/**
 * The inline script placed right after a prerendered #root. It runs before the first paint:
 * - markup served for another address (a host that answers every path with index.html) is
 *   dropped, so the app renders the page asked for;
 * - on a page for visitors only (/login) it is dropped when a member session is stored, as the
 *   app will send the member on; on other pages such a session hides the Login and free-trial
 *   buttons (class rwl-member) until the app puts My Dashboard in their place;
 * - on the marketing home it takes the ~5 s variant timer step (the rule of
 *   rules.nextHomeVariant) and drops the markup when the other variant is due, so a returning
 *   visitor never sees one variant replaced by the other; the app shows the variant chosen
 *   here (window.__rwlHomeVariant) rather than taking the step again, however late it starts;
 * - the app's code is requested once the served page has painted (or at once when the markup
 *   was dropped): the headline never waits for JavaScript, and the CSS and hero image get the
 *   phone's bandwidth first. Links work before then, as plain links.
 */
export function bootScript({
  path,
  homeVariant,
  guestOnly = false,
  entry,
  preloads,
}: BootOptions): string {
  const member = `try{if(localStorage.getItem(${JSON.stringify(storageKeys.authorization)})){d.documentElement.classList.add(${JSON.stringify(MEMBER_CLASS)});${guestOnly ? 'keep=false' : ''}}}catch(e){}`;
  const home =
    homeVariant === null
      ? ''
      : `if(keep)try{var k=${JSON.stringify(storageKeys.landingVariantTimer)},n=${HOME_VARIANTS.length},now=Date.now(),s=JSON.parse(localStorage.getItem(k)||'null'),t;` +
        `if(!s||!Number.isInteger(s.variant)||s.variant<0||s.variant>=n||!Number.isFinite(s.at))t={variant:0,at:now};` +
        `else if(now-s.at>=${HOME_VARIANT_INTERVAL_MS})t={variant:(s.variant+1)%n,at:now};else t=s;` +
        `localStorage.setItem(k,JSON.stringify(t));window.${SERVED_HOME_VARIANT}=t.variant;keep=t.variant===${homeVariant}}catch(e){}`;
  return (
    `(function(){var d=document,r=d.getElementById('root'),keep=(location.pathname.replace(/\\/+$/,'')||'/')===${JSON.stringify(path)},started=0;` +
    member +
    home +
    `if(!keep)r.replaceChildren();` +
    `function start(){if(started)return;started=1;` +
    `${JSON.stringify(preloads)}.forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(keep){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)}else start()})();`
  );
}
