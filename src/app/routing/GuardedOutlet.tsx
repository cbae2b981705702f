import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { authSession, useAuthSnapshot } from '@/lib/auth';
import { registerNavigate } from '@/lib/navigation';
import { local, storageKeys } from '@/lib/storage';
import { needsPixelFreeLoad, sendPageView } from '@/lib/analytics/pageView';
import { decideRoute } from './guard';
import { findRoute } from './routeTable';
import { useMemberFlags, memberFlags } from './memberFlags';
import { blockedRouteDecision } from './memberRules';
import { ShopRedirect } from './ShopRedirect';
import { communityJoinPath } from '@/features/community';

/** Applies the route guards to every navigation, and the per-page side effects. */
export function GuardedOutlet() {
  const location = useLocation();
  const navigate = useNavigate();
  const { memberLoggedIn, hypnoLoggedIn } = useAuthSnapshot();

  useEffect(() => {
    registerNavigate((path, options) => navigate(path, options));
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => {
    // Leaving a non-playlist page clears a stored selected playlist group.
    if (!location.pathname.includes('playlist')) local.remove(storageKeys.selectedPlaylistGroup);
    void sendPageView(location.pathname);
  }, [location.pathname]);

  // The member's flags and blocked screens (from the user check) count only while signed in.
  const flags = useMemberFlags();
  useEffect(() => {
    if (!memberLoggedIn) memberFlags.clear();
  }, [memberLoggedIn]);

  const decision = useMemo(() => {
    const entry = findRoute(location.pathname);
    const member = memberLoggedIn ? flags : null;
    const decided = decideRoute({
      pathname: location.pathname,
      search: location.search,
      access: entry?.access ?? null,
      memberLoggedIn,
      hypnoLoggedIn,
      userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      forceHome: member?.forceHome ?? false,
      forceUnsupported: member?.forceUnsupported ?? false,
    });
    if (decided.kind !== 'allow' || !member) return decided;
    return blockedRouteDecision(entry, member.unauthorized) ?? decided;
  }, [location.pathname, location.search, memberLoggedIn, hypnoLoggedIn, flags]);

  // A page where card details are entered never shares its document with a tracking pixel: an
  // in-app link there from a page whose pixels ran loads it afresh, and nothing shows meanwhile.
  const pixelFree = needsPixelFreeLoad(location.pathname);
  useEffect(() => {
    if (pixelFree) window.location.replace(location.pathname + location.search + location.hash);
  }, [pixelFree, location.pathname, location.search, location.hash]);
  if (pixelFree) return null;

  if (decision.kind === 'redirect') {
    if (decision.rememberOrigin) authSession.rememberRedirect(decision.rememberOrigin);
    return <Navigate to={decision.to} replace />;
  }
  if (decision.kind === 'community-invite') {
    return <Navigate to={communityJoinPath(decision.code)} replace />;
  }
  if (decision.kind === 'shop') return <ShopRedirect target={decision.target} />;
  return <Outlet />;
}
