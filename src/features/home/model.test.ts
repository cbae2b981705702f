import { describe, expect, it } from 'vitest';
import { cardTarget, homeSectionVisibility } from './model';

const card = { screen_name: '', screen_id: '', url: '', error_message: '' };
const resolve = (name: string, id: string) => `/home/${name}${id ? `/${id}` : ''}`;
const exists = (path: string) => path.startsWith('/home/recipes') || path === '/faq';

describe('member home cards', () => {
  it('shows the error message instead of opening the media', () => {
    expect(
      cardTarget(
        { ...card, screen_name: 'recipes', screen_id: '1', error_message: ' Not ready ' },
        resolve,
        exists,
      ),
    ).toEqual({
      kind: 'message',
      message: 'Not ready',
    });
  });

  it('links only to screens that exist', () => {
    expect(
      cardTarget({ ...card, screen_name: 'recipes', screen_id: '2001' }, resolve, exists),
    ).toEqual({ kind: 'internal', to: '/home/recipes/2001' });
    expect(
      cardTarget({ ...card, screen_name: 'community', screen_id: '1' }, resolve, exists),
    ).toEqual({ kind: 'none' });
    expect(cardTarget(card, resolve, exists)).toEqual({ kind: 'none' });
  });

  it('opens app paths and http(s) addresses only', () => {
    expect(cardTarget({ ...card, url: '/faq' }, resolve, exists)).toEqual({
      kind: 'internal',
      to: '/faq',
    });
    expect(cardTarget({ ...card, url: 'https://example.org/a' }, resolve, exists)).toEqual({
      kind: 'external',
      url: 'https://example.org/a',
    });
    expect(cardTarget({ ...card, url: 'javascript:alert(1)' }, resolve, exists)).toEqual({
      kind: 'none',
    });
    expect(cardTarget({ ...card, url: '//evil.example' }, resolve, exists)).toEqual({
      kind: 'none',
    });
  });

  it('hides sections by their display toggles', () => {
    const on = {
      show_today_mealplan: 1,
      show_recommended_workout: 1,
      is_next_live_class: 1,
      dashboard_achievements: 1,
      show_recom_programme: 1,
      show_recipe_calorie: 1,
      show_dashboard_extra: 1,
      show_next_video: 1,
      show_dashboard_support: 1,
      show_dashboard_adverising: 1,
      show_mood: 1,
      show_weight: 1,
      show_calories: 0,
      is_pregnant_currently: 0,
      is_pregnant: 0,
    };
    const shown = homeSectionVisibility(on);
    expect(shown.nextVideo && shown.support && shown.advertising && shown.chart).toBe(true);
    expect(shown.pregnancy).toBe(false);
    const hidden = homeSectionVisibility({
      ...on,
      show_next_video: 0,
      show_dashboard_adverising: 0,
      show_weight: 0,
    });
    expect(hidden.nextVideo || hidden.advertising || hidden.chart).toBe(false);
  });
});
