/**
 * The call-to-action target of every landing page (spec 3 §2 "Offers seen"); '' opens the lead
 * form. Shared by the unit tests and the Playwright journey so both check the same table.
 */
const TRIAL = '/reg1';
const WELCOME = '/reg1?planid=3&subplanid=12&couponcode=WELCOME';
const REFER = '/reg1?planid=3&subplanid=2&couponcode=REFER';
const POWERUP = '/reg1?planid=3&subplanid=12&couponcode=POWERUP&utm_page=Powerup';
const BLACK_FRIDAY = '/reg1?planid=3&subplanid=12&couponcode=BF2022';
const FITNESS_ONLY = '/reg1?planid=5&subplanid=58&couponcode=FITNESSONLY';
const BUNDLE = '/reg1?planid=17&subplanid=66';
const ONE_POUND = '/reg1?planid=16&subplanid=62';
const ANNUAL_25 = '/reg1?planid=12&subplanid=30';
const STUDENT = '/reg1?planid=13&subplanid=37';
const LEAD_FORM = '';

/** Config key -> target. Keys are /pages slugs, plus the home paths' keys. */
export const EXPECTED_TARGETS: Record<string, string> = {
  home: TRIAL,
  'home-alt': TRIAL,
  home2: TRIAL,
  home3: TRIAL,
  home4: TRIAL,
  'home4-demo1': TRIAL,
  home5: REFER,
  splithomedemo: TRIAL,
  confidencecourse: TRIAL,
  frankie: TRIAL,
  jordan: TRIAL,
  amira: TRIAL,
  'frankie-powerup': POWERUP,
  'jordan-powerup': POWERUP,
  'amira-powerup': POWERUP,
  'fitness-only': FITNESS_ONLY,
  rwlfood: TRIAL,
  blackfriday2022: BLACK_FRIDAY,
  '30days1': ONE_POUND,
  jan30days: ONE_POUND,
  '12monthbundle': BUNDLE,
  realresults: TRIAL,
  summershred: TRIAL,
  premium: TRIAL,
  premiumoffer: WELCOME,
  'strength-and-sculpt': TRIAL,
  'hypnobirthing-course': TRIAL,
  menopause: TRIAL,
  'corporate-trial': LEAD_FORM,
  'corporate-demo': LEAD_FORM,
  summerinterest: LEAD_FORM,
  summerkickstart: TRIAL,
  'results-with-baby': TRIAL,
  offer: WELCOME,
  'special-offer': WELCOME,
  'nfd-offer': REFER,
  'cyber-monday-offer': BLACK_FRIDAY,
  'black-friday-offer': BLACK_FRIDAY,
  'half-price-offer': WELCOME,
  'exclusive-offer': WELCOME,
  'free-until-feb': TRIAL,
  'annual-offer-25': ANNUAL_25,
  '14-day-trial': TRIAL,
  '30-day-trial': ONE_POUND,
  'offer-30-day-trial': ONE_POUND,
  valentine: WELCOME,
  'student-offer': STUDENT,
  'young-adults': TRIAL,
  'weight-loss': TRIAL,
  'weight-loss-2': TRIAL,
  'eat-healthy': TRIAL,
  'fitness-fanatic': TRIAL,
  'take-on-the-world': TRIAL,
  'new-mums': TRIAL,
  family: TRIAL,
  'get-started': TRIAL,
  'student-34': STUDENT,
  'gp-referral': LEAD_FORM,
  'weight-management': TRIAL,
  'gp-weight-management': LEAD_FORM,
  'motivation-quiz': TRIAL,
  'diet-type-quiz': TRIAL,
  'rwl-coach-frankie': TRIAL,
  'rwl-coach-jordan': TRIAL,
  'rwl-coach-diet-coaches': TRIAL,
  'rwl-coach-amira': TRIAL,
  'rwl-coach-nadia': TRIAL,
  'rwl-coach-leah': TRIAL,
  'meet-the-team': TRIAL,
  'thank-you': TRIAL,
  'thank-you-corporate': TRIAL,
  'thank-you-retreats': TRIAL,
};
