import { local, storageKeys } from '@/lib/storage';

type Positions = Record<string, number>;

/** Where the member stopped a video or audio track, kept across reloads. */
export const positions = {
  get(key: string): number {
    const stored = local.getJson<Positions>(storageKeys.mediaPositions);
    const value = stored ? stored[key] : undefined;
    return typeof value === 'number' ? value : 0;
  },
  set(key: string, seconds: number): void {
    const stored = local.getJson<Positions>(storageKeys.mediaPositions) ?? {};
    if (seconds > 0) stored[key] = Math.floor(seconds * 10) / 10;
    else delete stored[key];
    local.setJson(storageKeys.mediaPositions, stored);
  },
};
