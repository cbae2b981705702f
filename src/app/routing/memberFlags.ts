import { useSyncExternalStore } from 'react';
import { NO_MEMBER_FLAGS, type MemberRouteFlags } from './memberRules';

/**
 * The signed-in member's route flags, published by the member shell once the user check has
 * answered (app/session/usePublishMemberFlags) and read by the guard, which sits above the store.
 * Cleared when the member signs out.
 */
let current: MemberRouteFlags = NO_MEMBER_FLAGS;
const listeners = new Set<() => void>();

function same(a: MemberRouteFlags, b: MemberRouteFlags): boolean {
  return (
    a.forceHome === b.forceHome &&
    a.forceUnsupported === b.forceUnsupported &&
    a.unauthorized.length === b.unauthorized.length &&
    a.unauthorized.every((name, index) => name === b.unauthorized[index])
  );
}

export const memberFlags = {
  get(): MemberRouteFlags {
    return current;
  },
  set(next: MemberRouteFlags): void {
    if (same(current, next)) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    memberFlags.set(NO_MEMBER_FLAGS);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useMemberFlags(): MemberRouteFlags {
  return useSyncExternalStore(memberFlags.subscribe, memberFlags.get, () => NO_MEMBER_FLAGS);
}
