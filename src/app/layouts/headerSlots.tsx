import { NotificationBell } from '@/features/notifications/NotificationBell';
import { GlobalSearchBox } from '@/features/explore/GlobalSearchBox';
import { FilterButton } from '@/features/filters/FilterButton';
import { PinToggle } from '@/features/plans/components/PinToggle';

/**
 * Header controls that features add (notification bell, global search, pin toggle, filter).
 * Each is a component that renders nothing when it does not apply to the current page.
 */
export function HeaderSlots() {
  return (
    <>
      <GlobalSearchBox />
      <FilterButton />
      <PinToggle />
      <NotificationBell />
    </>
  );
}
