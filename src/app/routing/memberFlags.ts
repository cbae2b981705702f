import { createExternalStore, useExternalStore } from '@/lib/externalStore';
import { NO_MEMBER_FLAGS, type MemberRouteFlags } from './memberRules';

/**
 * The signed-in member's route flags, published by the member shell once the user check has
 * answered (app/session/usePublishMemberFlags) and read by the guard, which sits above the store.
 * Cleared when the member signs out.
 */
function same(a: MemberRouteFlags, b: MemberRouteFlags): boolean {
  return (
    a.forceHome === b.forceHome &&
    a.forceUnsupported === b.forceUnsupported &&
    a.unauthorized.length === b.unauthorized.length &&
    a.unauthorized.every((name, index) => name === b.unauthorized[index])
  );
}

const current = createExternalStore(NO_MEMBER_FLAGS, same);

export const memberFlags = {
  get: current.get,
  set: current.set,
  clear(): void {
    memberFlags.set(NO_MEMBER_FLAGS);
  },
  subscribe: current.subscribe,
};

export function useMemberFlags(): MemberRouteFlags {
  return useExternalStore(current);
}
