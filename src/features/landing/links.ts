/**
 * Registration links of the landing pages (spec 3 §2). The entry is /reg1 with the optional
 * query parameters planid, subplanid, couponcode, utm_page, utm_av. A link that targets a plan
 * carries planid and subplanid; the coupon is optional. Trial-style pages link to plain /reg1.
 */
export const REGISTRATION_PATH = '/reg1';

export interface Offer {
  planid: number;
  subplanid: number;
  couponcode?: string;
  utm_page?: string;
  utm_av?: string;
}

/** The offers of spec 3 §2 "Offers seen", and the other plan targets the landing pages use. */
export const OFFERS = {
  /** 3 months for 29.97 with the welcome coupon. */
  welcome: { planid: 3, subplanid: 12, couponcode: 'WELCOME' },
  /** 3 months for 34.97 with the refer-a-friend coupon. */
  referAFriend: { planid: 3, subplanid: 2, couponcode: 'REFER' },
  /** Fitness-only: 15 for the first 3 months. */
  fitnessOnly: { planid: 5, subplanid: 58, couponcode: 'FITNESSONLY' },
  /** Power-up: 12 weeks for 35.99. */
  powerUp: { planid: 3, subplanid: 12, couponcode: 'POWERUP', utm_page: 'Powerup' },
  /** Black Friday: BF2022 makes Premium Annual £29.97 for the first year. */
  blackFriday: { planid: 3, subplanid: 12, couponcode: 'BF2022' },
  /** 12-month bundle with free equipment: £129.99 for the year, no trial (plan 17 sub-plan 66; spec 3 names 16/64, which the seed uses for the 30-day special offer). */
  bundle12: { planid: 17, subplanid: 66 },
  /** Annual plan with 25% off. */
  annual25: { planid: 12, subplanid: 30 },
  /** Student membership. */
  student: { planid: 13, subplanid: 37 },
  /**
   * £1 for 30 days, then £19.99 a month (plan 16 sub-plan 62). Spec 3 lists plain /reg1 for it,
   * but then the paywall cannot know the offer and would sell a 7-day trial; the link names the
   * plan so the paywall charges what the page promises (issue 18).
   */
  onePound: { planid: 16, subplanid: 62 },
} as const satisfies Record<string, Offer>;

/** /reg1, with the offer's parameters in a fixed order when a plan is targeted. */
export function registrationLink(offer?: Offer | null): string {
  if (!offer) return REGISTRATION_PATH;
  const query = new URLSearchParams();
  query.set('planid', String(offer.planid));
  query.set('subplanid', String(offer.subplanid));
  if (offer.couponcode) query.set('couponcode', offer.couponcode);
  if (offer.utm_page) query.set('utm_page', offer.utm_page);
  if (offer.utm_av) query.set('utm_av', offer.utm_av);
  return `${REGISTRATION_PATH}?${query.toString()}`;
}

/**
 * A registration link with the utm parameters of the page's address (the ad's campaign) that the
 * link does not set itself, so the visitor's /reg1 knows where they came from. Other targets
 * (the lead form, other pages, external links) are left as they are.
 */
export function withPageUtm(target: string, search: string): string {
  const [path = '', query = ''] = target.split('?');
  if (path !== REGISTRATION_PATH) return target;
  const params = new URLSearchParams(query);
  let added = false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith('utm_') || !value || params.has(key)) continue;
    params.append(key, value);
    added = true;
  }
  return added ? `${REGISTRATION_PATH}?${params.toString()}` : target;
}

/** The registration link of a plan card: its plan and sub plan, and its coupon if any. */
export function planLink(plan: {
  plan_id: number;
  sub_plan_id: number;
  couponcode?: string;
}): string {
  return registrationLink({
    planid: plan.plan_id,
    subplanid: plan.sub_plan_id,
    couponcode: plan.couponcode,
  });
}

/** An empty target opens the lead form instead of navigating. */
export function opensLeadForm(target: string | undefined): boolean {
  return !target || target.trim() === '';
}
