import { FACTS } from '@/lib/facts';
/**
 * The landing page config object of spec 3 §3. Field names follow the server's landing page
 * details (frontend/landing_page_details) so a page from the server and a page from a config
 * file render through the same template. Every section is optional; a section shows when it
 * is present and its flag (isShow / show) is not false.
 */

/** A button target: a path such as /reg1?planid=3&subplanid=12, or '' to open the lead form. */
export type ButtonTarget = string;

export interface TitleListItem {
  list_text: string;
}

export interface HeaderInfo {
  /** Shows the five-star review line under the buttons. */
  showApproved?: boolean;
  /** Shows the counters (workouts, recipes, mindset) under the header. */
  showResult?: boolean;
  /** Shows the three promises under the button (free trial, cancel any time, live chat support). */
  showNewData?: boolean;
  /** The promises shown with showNewData; the page's offer terms set them. */
  promises?: string[];
  /** Decorative background picture behind the header. */
  treeimg?: string;
  mainimg: string;
  main_title: string;
  main_title_color?: string;
  title_list: TitleListItem[];
  sub_title?: string;
  btn_txt: string;
  btn_url: ButtonTarget;
  btn_bg_color?: string;
  btn_border_color?: string;
  content_position?: 'left' | 'right' | 'center';
}

export interface WhoAreYouPanel {
  detail: string;
  img: string;
  text: string;
  bottom_title?: string;
}

export interface WhoAreYou {
  isShow?: boolean;
  title: string;
  sub_title?: string;
  data: WhoAreYouPanel[];
  /** Extra short lines shown under the panels on a coloured band. */
  Newdata?: string[];
  new_bg_color?: string;
}

export interface BrandInfo {
  isShow?: boolean;
  list: { img?: string; titletxt: string }[];
}

export interface TestimonialItem {
  img: string;
  discription: string;
  title: string;
}

export interface Testimonial {
  isShow?: boolean;
  SectionTitle: string;
  SubTitle?: string;
  titleTxtColor?: string;
  list: TestimonialItem[];
}

export interface ProductInfo {
  isShow?: boolean;
  title: string;
  points: string[];
  pointsIcon?: string;
  imageLink: string;
  showbtn?: boolean;
  btn_url?: ButtonTarget;
  btn_txt?: string;
  /** Mindset block only: a sample track played in the audio popup. */
  audio?: { url: string; title: string; image?: string; captions?: string };
}

/**
 * A plan card of a landing page's price block (spec 3 §3): which plan it sells, and the coupon
 * its registration link carries. Its name and prices come from the plan catalogue (auth/plans)
 * the paywall, the upgrade page and the receipt read too: a page keeps no prices of its own.
 */
export interface LandingPlan {
  plan_id: number;
  sub_plan_id: number;
  /** Coupon carried by this card's registration link; the card shows the price it charges. */
  couponcode?: string;
  is_hidden?: number;
}

export interface Prices {
  isShow?: boolean;
  title: string;
  sub_title?: string;
  buttom_title?: string;
  btn_txt: string;
  plans: LandingPlan[];
}

export interface Bonuses {
  isShow?: boolean;
  title: string;
  list: { title: string; text: string }[];
}

export interface WhyRwl {
  isShow?: boolean;
  title: string;
  points: string[];
}

export interface CallToAction {
  isShow?: boolean;
  bgimage?: string;
  bg_color?: string;
  title: string;
  title_color?: string;
  sub_title?: string;
  btn_txt: string;
  btn_url: ButtonTarget;
  btn_bg_color?: string;
  btn_text_color?: string;
}

export interface QuoteItem {
  reverse?: boolean;
  favourite_img: string;
  clientname: string;
  clientnamecolor?: string;
  content: string;
}

export interface QuoteBlock {
  show?: boolean;
  isShow?: boolean;
  title: string;
  titlecolor?: string;
  list: QuoteItem[];
}

export interface Trainer {
  id: number;
  img: string;
  title: string;
  subTitle?: string;
  subtext?: string;
  img_border?: string;
  bgcolor?: string;
  logoIcon?: string;
  /** Video id of the trainer's video; empty for none. */
  url?: string;
}

export interface MeetProInfo {
  isShow?: boolean;
  mainTitle: string;
  list: Trainer[];
}

export interface ClassSlide {
  bgimg: string;
  title: string;
  sub_title?: string;
}

export interface ClasseSliderInfo {
  isShow?: boolean;
  title?: string;
  list: ClassSlide[];
}

export interface Review {
  title: string;
  text: string;
  clientName: string;
  pro_img?: string;
}

export interface TrustPilote {
  isShow?: boolean;
  hide?: boolean;
  title: string;
  sub_title?: string;
  review: Review[];
}

export interface FaqItem {
  qu: string;
  ans: string;
}

export interface Faq {
  isShow?: boolean;
  title: string;
  faqimg?: string;
  data: FaqItem[];
}

export interface SignupForm {
  isShow?: boolean;
  bgimage?: string;
  title: string;
  subtitle?: string;
}

export interface DontTake {
  isShow?: boolean;
  WordImg: string;
}

export interface QuizOption {
  label: string;
  /** Key of the result this answer counts towards. */
  result: string;
}

export interface Quiz {
  title: string;
  questions: { question: string; options: QuizOption[] }[];
  results: Record<string, { title: string; text: string; btn_txt: string; btn_url: ButtonTarget }>;
}

/** The counters under the header; a tier without recipes or mindset leaves those out. */
export interface Counters {
  workouts: number;
  recipes?: number;
  mindset?: number;
}

/** Logo shown in the landing header (spec 3 §2: special logos on some pages). */
export type LogoVariant =
  | 'default'
  | 'retreat-interest'
  | 'summer-interest'
  | 'summer-kickstart'
  | 'confidence-course'
  | 'results-with-baby';

/** 'a': the home layout; 'b': the split layout (spec 3 §2). */
export type LandingLayout = 'a' | 'b';

export interface LandingConfig {
  /** The slug or path key, also sent with sign-ups. */
  slug: string;
  /** Document title. */
  pageTitle: string;
  parentId?: string;
  /** Page style class: demo1, home4, hypnobirthingcourse, menopause, {name}, 'demo1 fitness_only'. */
  parentClass?: string;
  layout: LandingLayout;
  logo?: LogoVariant;
  /** Target of the header's free-trial button when logged out. */
  trialUrl: ButtonTarget;
  /** Label of the header's free-trial button (the page's offer, such as 'Start for £1'). */
  trialLabel?: string;
  /** The footer's small print (a one-off course does not renew). */
  footerNote?: string;
  counters?: Counters;
  headerInfo: HeaderInfo;
  whoAreYou?: WhoAreYou;
  brandInfo?: BrandInfo;
  Testimonial?: Testimonial;
  WorkoutProductInfo?: ProductInfo;
  foodrecipesProductInfo?: ProductInfo;
  mentalhealthProductInfo?: ProductInfo;
  prices?: Prices;
  bonuses?: Bonuses;
  whyRWL1?: WhyRwl;
  whyRWL2?: WhyRwl;
  CTAone?: CallToAction;
  CTAtwo?: CallToAction;
  CTA2?: CallToAction;
  WhyRwlmulti?: QuoteBlock;
  loveCelebrities?: QuoteBlock;
  meetProInfo?: MeetProInfo;
  classeSliderInfo?: ClasseSliderInfo;
  trustPilote?: TrustPilote;
  faq?: Faq;
  form?: SignupForm;
  dontTake?: DontTake;
  quiz?: Quiz;
  /** Sanitised before it is shown: body copy of a page that came from the server. */
  descriptionHtml?: string;
}

/** "Frankie’s", "The Diet Coaches’": the possessive of a trainer's name. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

/** A section is shown when present and not switched off by its flag. */
export function isShown<Section extends { isShow?: boolean; show?: boolean; hide?: boolean }>(
  section: Section | undefined,
): section is Section {
  if (!section) return false;
  return section.isShow !== false && section.show !== false && section.hide !== true;
}

export const DEFAULT_COUNTERS: Counters = {
  workouts: FACTS.workouts,
  recipes: FACTS.recipes,
  mindset: FACTS.mindset,
};
