/**
 * Header controls that features add (notification bell, global search, pin toggle, filter).
 * Each is a component that renders nothing when it does not apply to the current page.
 */
export function HeaderSlots() {
  return null;
}
