import * as z from 'zod/mini';
import { cosmeticList } from '@/lib/api/schemas';
import type { ProCard } from '@/features/professionals';
import type { LocationProblem, Position } from '@/lib/geolocation';

/** The choices of the list's filters (cosmetic: an unreadable list offers no choice). */
export const proFiltersSchema = z.object({
  specialities: cosmeticList(z.string()),
  places: cosmeticList(z.string()),
});
export type ProFilterChoices = z.infer<typeof proFiltersSchema>;

/** What the list is filtered by; kept in the address so a reload or a shared link keeps it. */
export interface ProFilters {
  speciality: string;
  place: string;
  online: boolean;
}

export const NO_FILTERS: ProFilters = { speciality: '', place: '', online: false };

/** The filters an address's query holds (unknown values are the server's to refuse or ignore). */
export function filtersFromSearch(search: URLSearchParams): ProFilters {
  return {
    speciality: (search.get('speciality') ?? '').trim().slice(0, 50),
    place: (search.get('place') ?? '').trim().slice(0, 50),
    online: search.get('online') === '1',
  };
}

/** The query for a set of filters; empty filters are left out. */
export function filtersToSearch(filters: ProFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.speciality) search.set('speciality', filters.speciality);
  if (filters.place) search.set('place', filters.place);
  if (filters.online) search.set('online', '1');
  return search;
}

/** The list call's body (fitpronew/list): only the filters set. */
export function listRequest(filters: ProFilters): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  if (filters.speciality) body.speciality = filters.speciality;
  if (filters.place) body.place = filters.place;
  if (filters.online) body.online = 1;
  return body;
}

export function hasFilters(filters: ProFilters): boolean {
  return Boolean(filters.speciality || filters.place || filters.online);
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(from: Position, to: Position): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface ProNearby {
  pro: ProCard;
  miles: number;
}

/** Professionals nearest first (ties by name), each with their distance from the member. */
export function byDistance(pros: readonly ProCard[], origin: Position): ProNearby[] {
  return pros
    .map((pro) => ({ pro, miles: distanceMiles(origin, pro) }))
    .sort((a, b) => a.miles - b.miles || a.pro.name.localeCompare(b.pro.name));
}

/** "Under 1 mile away", "1 mile away", "163 miles away" (UK distances are in miles). */
export function formatDistance(miles: number): string {
  if (miles < 1) return 'Under 1 mile away';
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'} away`;
}

export const LOCATION_MESSAGES: Record<LocationProblem, string> = {
  refused:
    'Location access is turned off for this site, so we cannot show professionals near you. Allow location in your browser settings, or browse all professionals.',
  unavailable:
    'Your location is not available right now, so we cannot show professionals near you. Try again, or browse all professionals.',
};

/** The list's base path: the member area's own (/home/rwlpros) or the public one. */
export function prosBase(pathname: string): string {
  return pathname.startsWith('/home/') ? '/home/rwlpros' : '/rwlpros';
}
