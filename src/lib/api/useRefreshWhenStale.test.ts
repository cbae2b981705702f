import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshWhenStale } from './useRefreshWhenStale';

afterEach(() => vi.useRealTimers());

describe('useRefreshWhenStale', () => {
  it('asks again at the first use of the page when the data is older than the limit', () => {
    const refetch = vi.fn();
    renderHook(() => useRefreshWhenStale(refetch, Date.now() - 60_000, 30));
    expect(refetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('asks again once the page has settled when nobody uses it', () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    renderHook(() => useRefreshWhenStale(refetch, Date.now() - 60_000, 30));
    vi.advanceTimersByTime(5999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('leaves fresh data alone', () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    renderHook(() => useRefreshWhenStale(refetch, Date.now() - 1_000, 30));
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
