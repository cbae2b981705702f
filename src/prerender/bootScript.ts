import { HOME_VARIANT_INTERVAL_MS, SERVED_HOME_VARIANT } from '@/features/landing/rules';
import { HOME_VARIANTS } from '@/features/landing/configs/registry';
import { storageKeys } from '@/lib/storage/keys';
import { MEMBER_CLASS } from '@/lib/memberClass';
import { SERVED_INTERACTIONS } from '@/lib/servedInteractions';

/** A module to start a page with, and the chunks to preload with it. */
export interface BootEntry {
  entry: string;
  preloads: string[];
  /** A file of data the entry reads first (a served landing page's), fetched beside its code. */
  data?: string;
}

export interface BootOptions {
  /** The address the markup was rendered for. */
  path: string;
  /** On the marketing home: the variant the markup shows. */
  homeVariant: number | null;
  /** A page for visitors only: with a stored member session the app goes elsewhere. */
  guestOnly?: boolean;
  /** What takes the served markup over (a landing page's own entry, or the app). */
  served: BootEntry;
  /** The app: started at once, in place of the markup, when the markup is dropped. */
  app: BootEntry;
}

/**
 * The inline script placed right after a prerendered #root. It runs before the first paint:
 * - markup served for another address (a host that answers every path with index.html) is
 *   dropped, so the app renders the page asked for;
 * - on a page for visitors only (/login) it is dropped when a member session is stored, as the
 *   app will send the member on; on other pages such a session hides the Login and free-trial
 *   buttons (class rwl-member) until the page's code puts My Dashboard in their place;
 * - on the marketing home it takes the ~5 s variant timer step (the rule of
 *   rules.nextHomeVariant) and drops the markup when the other variant is due, so a returning
 *   visitor never sees one variant replaced by the other; the app shows the variant chosen
 *   here (window.__rwlHomeVariant) rather than taking the step again, however late it starts;
 * - no script is requested before the page has painted: the code that takes the markup over is
 *   requested once the browser has reported the first paint, the page has loaded (its hero
 *   image first) and a frame after that has painted, at an idle moment; or at the visitor's first tap or key, whichever comes first (at once when the markup was dropped). The headline
 *   never waits for JavaScript, and the CSS and hero image get the phone's bandwidth first;
 * - until that code has taken over, links work as plain links, and a tap on a button or a form
 *   sent is held (lib/servedInteractions) and done once it has: nothing is lost, and nothing is
 *   sent as a plain page request.
 */
export function bootScript({
  path,
  homeVariant,
  guestOnly = false,
  served,
  app,
}: BootOptions): string {
  const member = `try{if(localStorage.getItem(${JSON.stringify(storageKeys.authorization)})){d.documentElement.classList.add(${JSON.stringify(MEMBER_CLASS)});${guestOnly ? 'keep=false' : ''}}}catch(e){}`;
  const home =
    homeVariant === null
      ? ''
      : `if(keep)try{var k=${JSON.stringify(storageKeys.landingVariantTimer)},n=${HOME_VARIANTS.length},now=Date.now(),s=JSON.parse(localStorage.getItem(k)||'null'),t;` +
        `if(!s||!Number.isInteger(s.variant)||s.variant<0||s.variant>=n||!Number.isFinite(s.at))t={variant:0,at:now};` +
        `else if(now-s.at>=${HOME_VARIANT_INTERVAL_MS})t={variant:(s.variant+1)%n,at:now};else t=s;` +
        `localStorage.setItem(k,JSON.stringify(t));window.${SERVED_HOME_VARIANT}=t.variant;keep=t.variant===${homeVariant}}catch(e){}`;
  const load =
    `function load(b){if(started)return;started=1;` +
    `b.p.forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.appendChild(l)});` +
    `if(b.d){var j=d.createElement('link');j.rel='preload';j.setAttribute('as','fetch');j.crossOrigin='anonymous';j.href=b.d;d.head.appendChild(j)}` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=b.e;d.head.appendChild(s)}`;
  // Held until the code runs: a click on a button of the page, a form sent.
  const hold =
    `var held=[];function hold(e){var t=e.type==='submit'?e.target:e.target&&e.target.closest&&e.target.closest('button');` +
    `if(!t||!r.contains(t))return;e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0)held.push(t);start()}` +
    `d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);` +
    `w.${SERVED_INTERACTIONS}={release:function(){d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);return held}};`;
  // The first tap or key; or the first paint, the page's own load (its images) and a frame
  // painted after it (the largest paint is in, whatever frame the parser got to it in), and then
  // an idle moment.
  const triggers =
    `['pointerdown','keydown','touchstart'].forEach(function(t){d.addEventListener(t,start,{capture:true,passive:true,once:true})});` +
    `function idle(){(w.requestIdleCallback||function(f){setTimeout(f,1)})(start,{timeout:2000})}` +
    `function frames(){var f=w.requestAnimationFrame||function(c){setTimeout(c,16)};f(function(){f(function(){setTimeout(idle,0)})})}` +
    `function loaded(){if(d.readyState==='complete')frames();else w.addEventListener('load',frames)}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
    `new PerformanceObserver(function(l,o){o.disconnect();loaded()}).observe({type:'paint',buffered:true})}` +
    `catch(e){loaded()}`;
  return (
    `(function(){var d=document,w=window,r=d.getElementById('root'),keep=(location.pathname.replace(/\\/+$/,'')||'/')===${JSON.stringify(path)},started=0;` +
    member +
    home +
    load +
    `if(!keep){r.replaceChildren();load(${JSON.stringify({ e: app.entry, p: app.preloads })});return}` +
    `function start(){load(${JSON.stringify({ e: served.entry, p: served.preloads, d: served.data })})}` +
    hold +
    triggers +
    `})();`
  );
}
