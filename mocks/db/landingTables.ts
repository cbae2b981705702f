/** Mock tables for landing pages and newsletter sign-ups (issue 4). */

/** A sign-up the mock received on frontend/add_news_letter. */
export interface NewsletterSignup {
  name: string;
  email: string;
  list_id: number;
  slug: string;
  /** utm_ and other tracking parameters sent with it. */
  tracking: Record<string, string>;
  at: string;
}

/** A landing page that exists only on the server (frontend/landing_page_details). */
export interface ServerLandingPage {
  page_id: number;
  slug: string;
  title: string;
  sub_title?: string;
  title_list: string[];
  btn_txt: string;
  btn_url: string;
  image?: string;
  layout?: 'a' | 'b';
  parentClass?: string;
  description_html?: string;
  show_prices?: boolean;
}

export interface LandingTables {
  newsletterSignups: NewsletterSignup[];
  serverLandingPages: ServerLandingPage[];
}

/** Mailing lists the mock accepts: 161 the newsletter, 185 retreats, 186 next retreats. */
export const MAILING_LISTS = [161, 185, 186];

export function seedLandingTables(): LandingTables {
  return {
    newsletterSignups: [
      {
        name: 'Existing Member',
        email: 'subscribed@example.com',
        list_id: 161,
        slug: 'home',
        tracking: {},
        at: '2024-01-05T09:00:00Z',
      },
    ],
    serverLandingPages: [
      {
        page_id: 42,
        slug: 'spring-reset',
        title: 'The Spring Reset: 4 weeks to feel brand new',
        sub_title: 'A fresh start with workouts, seasonal recipes and a daily mindset boost.',
        title_list: [
          '4 weeks, 4 workouts a week',
          'A seasonal meal plan',
          'Start with 7 days free',
        ],
        btn_txt: 'Start my Spring Reset',
        btn_url: '/reg1',
        image: '/images/landing/hero-summer.svg',
        description_html:
          '<h2>Why a spring reset?</h2><p>Lighter evenings are the perfect time to build <strong>new habits</strong>. ' +
          'Join thousands of members for four weeks of short workouts and fresh food.</p>' +
          '<img src="/images/landing/product-food.svg" alt="Seasonal recipes" width="320" height="240" onload="window.__landingXss = true">' +
          '<script>window.__landingXss = true</script>',
      },
      {
        page_id: 43,
        slug: 'bring-a-friend',
        title: 'Bring a friend: 3 months for £34.97',
        title_list: [
          'Train together, stay motivated',
          '£11.65 a month',
          'Your friend gets £10 for 30 days',
        ],
        btn_txt: 'Join with a friend',
        btn_url: '/reg1?planid=3&subplanid=2&couponcode=REFER',
        layout: 'b',
      },
    ],
  };
}
