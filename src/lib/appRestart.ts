import { resetExternalStores } from './externalStore';

/**
 * What a module keeps for one load of the page (a popup shown once per load, the audio element,
 * the sockets) and how it forgets it. The journeys reuse one page and start the app afresh in it
 * (window.__restartApp, mock mode only, app/restart.ts) instead of loading it again: the app must
 * then start as a load of the page would start it.
 */
const forgetters = new Set<() => void>();

/** Registers how this module forgets what it kept for the current load. */
export function onAppRestart(forget: () => void): void {
  forgetters.add(forget);
}

/** Every module forgets what it kept for this load; every external store starts again. */
export function forgetThisLoad(): void {
  forgetters.forEach((forget) => forget());
  resetExternalStores();
}
