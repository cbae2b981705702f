import { describe, expect, it } from 'vitest';
import {
  byDistance,
  distanceMiles,
  filtersFromSearch,
  filtersToSearch,
  formatDistance,
  hasFilters,
  listRequest,
  prosBase,
} from './model';
import type { ProCard } from '@/features/professionals';

const pro = (fitpro_id: string, name: string, latitude: number, longitude: number): ProCard => ({
  fitpro_id,
  name,
  speciality: 'HIIT',
  place: '',
  online: 0,
  photo: '',
  summary: '',
  latitude,
  longitude,
});

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

describe('filters', () => {
  it('reads speciality, place and online from the address, trimmed', () => {
    expect(
      filtersFromSearch(new URLSearchParams('speciality=%20HIIT%20&place=London&online=1')),
    ).toEqual({
      speciality: 'HIIT',
      place: 'London',
      online: true,
    });
    expect(filtersFromSearch(new URLSearchParams('online=yes'))).toEqual({
      speciality: '',
      place: '',
      online: false,
    });
  });

  it('writes only the filters set, and reads back what it wrote', () => {
    const filters = { speciality: 'strength', place: '', online: true };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('speciality=strength&online=1');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToSearch({ speciality: '', place: '', online: false }).toString()).toBe('');
  });

  it('sends the list call only the filters set', () => {
    expect(listRequest({ speciality: '', place: 'London', online: false })).toEqual({
      place: 'London',
    });
    expect(listRequest({ speciality: 'HIIT', place: '', online: true })).toEqual({
      speciality: 'HIIT',
      online: 1,
    });
    expect(hasFilters({ speciality: '', place: '', online: false })).toBe(false);
    expect(hasFilters({ speciality: '', place: '', online: true })).toBe(true);
  });
});

describe('near me', () => {
  it('measures London to Manchester as about 163 miles', () => {
    expect(distanceMiles(LONDON, MANCHESTER)).toBeGreaterThan(160);
    expect(distanceMiles(LONDON, MANCHESTER)).toBeLessThan(166);
    expect(distanceMiles(LONDON, LONDON)).toBe(0);
  });

  it('sorts professionals nearest first from where the member is', () => {
    const pros = [
      pro('901', 'Rachel Adams', 51.5074, -0.1278),
      pro('902', 'Tom Reed', 53.4808, -2.2426),
    ];
    expect(
      byDistance(pros, { latitude: 53.4, longitude: -2.2 }).map(({ pro }) => pro.name),
    ).toEqual(['Tom Reed', 'Rachel Adams']);
    expect(
      byDistance(pros, { latitude: 51.5, longitude: -0.1 }).map(({ pro }) => pro.name),
    ).toEqual(['Rachel Adams', 'Tom Reed']);
  });

  it('orders professionals at the same distance by name', () => {
    const pros = [pro('2', 'Zoe', 51, 0), pro('1', 'Amy', 51, 0)];
    expect(byDistance(pros, LONDON).map(({ pro }) => pro.name)).toEqual(['Amy', 'Zoe']);
  });

  it('says distances in miles', () => {
    expect(formatDistance(0.4)).toBe('Under 1 mile away');
    expect(formatDistance(1.04)).toBe('1 mile away');
    expect(formatDistance(3.26)).toBe('3.3 miles away');
    expect(formatDistance(162.6)).toBe('163 miles away');
  });
});

describe('the list in the member area', () => {
  it('keeps the member area when the list is opened from it', () => {
    expect(prosBase('/home/rwlpros/901')).toBe('/home/rwlpros');
    expect(prosBase('/rwlpros/901/plans')).toBe('/rwlpros');
  });
});
