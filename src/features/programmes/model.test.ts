import { describe, expect, it } from 'vitest';
import { programmeProgress, progressText, weekProgress, type FolderWeek } from './model';

const week = (doneFlags: (0 | 1)[]): FolderWeek => ({
  week: 1,
  days: doneFlags.map((done, index) => ({
    day: index + 1,
    videos: [{ video_id: 3001 + index, title: 'Workout', duration: 600, image: '', done }],
    audios: [],
    recipes: [],
    meal_plan_id: 0,
  })),
});

describe('programme progress', () => {
  it('counts done videos of a week', () => {
    expect(weekProgress(week([1, 0, 0]))).toEqual({ done: 1, total: 3 });
  });
  it('adds every week up for the programme', () => {
    expect(programmeProgress([week([1, 0, 0]), week([1, 1, 0])])).toEqual({ done: 3, total: 6 });
    expect(progressText({ done: 3, total: 6 })).toBe('3 of 6 done');
  });
  it('is zero of zero for an empty programme', () => {
    expect(programmeProgress([])).toEqual({ done: 0, total: 0 });
  });
});
