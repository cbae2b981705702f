import { act, renderHook, waitFor } from '@testing-library/react';
import { loadConfig } from './configs/registry';
import type { LandingConfig } from './model';
import { useLandingConfig, type LandingLoad } from './useLandingConfig';

async function config(key: string): Promise<LandingConfig> {
  const found = await loadConfig(key);
  if (!found) throw new Error(`no config ${key}`);
  return found;
}

test('a config already in memory is shown on the first render, without loading it again', async () => {
  const premium = await config('premium');
  const load = vi.fn(async () => ({ config: premium }));
  const seen: LandingLoad['status'][] = [];
  renderHook(() => {
    const [state] = useLandingConfig('premium', load, premium);
    seen.push(state.status);
    return state;
  });
  expect(seen[0]).toBe('ready');
  expect(seen).not.toContain('loading');
  expect(load).not.toHaveBeenCalled();
});

test('an unknown page loads, and a new key starts from loading again', async () => {
  const [premium, offer] = await Promise.all([config('premium'), config('offer')]);
  const { result, rerender } = renderHook(
    ({ key }) =>
      useLandingConfig(key, async () => ({ config: key === 'premium' ? premium : offer })),
    {
      initialProps: { key: 'premium' },
    },
  );
  expect(result.current[0].status).toBe('loading');
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', config: premium }));
  rerender({ key: 'offer' });
  expect(result.current[0].status).toBe('loading');
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', config: offer }));
});

test('a failed load can be retried', async () => {
  const premium = await config('premium');
  const load = vi
    .fn<() => Promise<{ config: LandingConfig }>>()
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValue({ config: premium });
  const { result } = renderHook(() => useLandingConfig('premium', load));
  await waitFor(() =>
    expect(result.current[0]).toEqual({ status: 'error', message: 'Network Error' }),
  );
  act(() => result.current[1]());
  await waitFor(() => expect(result.current[0].status).toBe('ready'));
});
