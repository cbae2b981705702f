/**
 * The plan cards of a landing page's price block, from the plan catalogue (POST auth/plans, the
 * list the paywall reads) and the coupon check: the page names its plans and coupons, the server
 * says what they are called and cost. The http layer is imported on demand, with the sections
 * below the header, so it never weighs on a landing page's first render.
 */
import type { SubPlan } from '@/lib/payments/planCatalogue';
import { failureMessage } from '@/lib/failureMessage';
import { showFailure } from '@/ui/showFailure';
import type { LandingPlan } from './model';

export interface PriceCard {
  /** The card's plan and the coupon its link carries. */
  link: LandingPlan;
  /** The plan as the catalogue sells it. */
  plan: SubPlan;
  /** The first payment when the link's coupon lowers it; null at the plan's own price. */
  charged: number | null;
}

export type PricesLoad =
  { status: 'ready'; cards: PriceCard[] } | { status: 'error'; message: string };

/**
 * A load whose answer React can read at once once it is in (React's `use` reads a promise's
 * `status` and `value` when they are set), so a page hydrating with its price cards already known
 * never suspends for them.
 */
type TrackedLoad = Promise<PricesLoad> & { status?: 'fulfilled'; value?: PricesLoad };

function tracked(load: Promise<PricesLoad>): TrackedLoad {
  const promise: TrackedLoad = load;
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
}

/** One load per price block (its plans and coupons), kept while the page is open. */
const loads = new Map<string, TrackedLoad>();

/** The key of a price block: its plans, sub-plans and coupons. */
export function priceBlockKey(plans: LandingPlan[]): string {
  return plans
    .map((plan) => `${plan.plan_id}/${plan.sub_plan_id}/${plan.couponcode ?? ''}`)
    .join(',');
}

/** The cards of a price block: the same promise for the same plans until forgotten. */
export function loadPriceCards(plans: LandingPlan[]): Promise<PricesLoad> {
  const key = priceBlockKey(plans);
  let load = loads.get(key);
  if (!load) {
    load = tracked(fetchPriceCards(plans));
    loads.set(key, load);
  }
  return load;
}

/**
 * The price blocks a served landing page was built with (src/prerender puts them in the page):
 * its cards hydrate as served, with no call. A retry after a failure asks the server.
 */
export function providePriceCards(served: Record<string, PricesLoad>): void {
  for (const [key, value] of Object.entries(served)) {
    const load: TrackedLoad = Object.assign(Promise.resolve(value), {
      status: 'fulfilled' as const,
      value,
    });
    loads.set(key, load);
  }
}

/** Every price block loaded in this page, answered (what a served page is built with). */
export async function loadedPriceCards(): Promise<Record<string, PricesLoad>> {
  const entries = await Promise.all(
    [...loads].map(async ([key, load]) => [key, await load] as const),
  );
  return Object.fromEntries(entries);
}

/** After a failure: the next load asks the server again. */
export function forgetPriceCards(plans: LandingPlan[]): void {
  loads.delete(priceBlockKey(plans));
}

async function fetchPriceCards(plans: LandingPlan[]): Promise<PricesLoad> {
  try {
    const [{ apiRequest }, { plansRequest }, { couponCheckRequest, readCouponCheck }] =
      await Promise.all([
        import('@/lib/api/request'),
        import('@/lib/payments/planCatalogue'),
        import('@/lib/payments/couponCheck'),
      ]);
    // The list a visitor's paywall shows; a plan sold only from landing pages joins it for the
    // visitor whose link names it, so each plan of the block is asked for once.
    const planIds = [...new Set(plans.map((plan) => plan.plan_id))];
    const replies = await Promise.all(
      planIds.map((planId) => {
        const first = plans.find((plan) => plan.plan_id === planId);
        const ad = { planid: planId, subplanid: first?.sub_plan_id ?? 0, couponcode: '' };
        return apiRequest(plansRequest({ kind: 'paywall', type: 1, ad }, 'none'));
      }),
    );
    const catalogue = replies.flatMap(({ data }) => data.plans.flatMap((group) => group.sub_plan));
    const cards = await Promise.all(
      plans.map(async (link): Promise<PriceCard | null> => {
        const plan = catalogue.find(
          (sub) => sub.plan_id === link.plan_id && sub.sub_plan_id === link.sub_plan_id,
        );
        // A plan the server does not sell is not offered.
        if (!plan) return null;
        if (!link.couponcode) return { link, plan, charged: null };
        const { data, message } = await apiRequest(
          couponCheckRequest({
            plan_id: link.plan_id,
            sub_plan_id: link.sub_plan_id,
            coupon_code: link.couponcode,
          }),
        );
        const verdict = readCouponCheck(data, message);
        return { link, plan, charged: verdict.valid ? verdict.details.final_amount : null };
      }),
    );
    return { status: 'ready', cards: cards.filter((card): card is PriceCard => card !== null) };
  } catch (error) {
    showFailure(error);
    return { status: 'error', message: failureMessage(error) };
  }
}
