import { useAppSelector } from '@/app/hooks';
import { selectProfile, selectUserStatus } from '@/features/user';
import { shownSeries, unitSystem, type UnitSystem } from './model';

/** The member's units and display toggles (spec 1 §3), and whether the profile has answered. */
export function useUnits(): {
  system: UnitSystem;
  shown: ReturnType<typeof shownSeries>;
  ready: boolean;
} {
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectUserStatus);
  return {
    system: unitSystem(profile.measurement_unit),
    shown: shownSeries(profile),
    ready: status === 'ready' || status === 'error',
  };
}
