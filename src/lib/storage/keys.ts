/**
 * Every key this app keeps in local or session storage, in one place. Tokens live only under
 * the keys the spec names: the member token (authorization), the hypno token, the
 * registration token for users who are registering, and the unregistered user's (spec 3 §5: a
 * visitor who bought a programme without an account, auth_un).
 */
export const storageKeys = {
  authorization: 'authorization',
  userId: 'user_id',
  hypnoAuthorization: 'hypno_authorization',
  hypnoUserId: 'un_user_id',
  registrationToken: 'reg_token',
  /** A visitor who bought a programme without an account (the unregistered user's buyer token). */
  buyerAuthorization: 'un_buyer_authorization',
  registrationStep: 'reg_step',
  registrationData: 'reg_data',
  /** Set when a registering visitor's payment succeeded: where they go on to finish. */
  registrationPaid: 'reg_paid',
  loginSearch: 'login_search',
  offerId: 'offer_id',
  deviceType: 'device_type',
  linkOfferId: 'link_offer_id',
  deviceOffer: 'device_offer',
  redirectAfterLogin: 'redirect_after_login',
  selectedPlaylistGroup: 'selected_playlist_group',
  /** Where the member stopped each video and audio track: { "video:3001": seconds }. */
  mediaPositions: 'media_positions',
  savedCalorieData: 'saved_calorie_data',
  landingVariantTimer: 'landing_variant_timer',
  tourDone: 'onboarding_tour_done',
  realtimeOutbox: 'realtime_outbox',
  chatTab: 'chat_tab',
  regLoadingTips: 'reg_loading_tips',
  /** The plan and coupon a registering visitor chose on /reg-paywall (session storage; never card data). */
  regPaywallChoice: 'reg_paywall_choice',
  /** The /reg1 form being filled, with its step (session storage; never passwords). */
  reg1Draft: 'reg1_draft',
  /** The shop's basket lines ([{ id, quantity }]): kept across reloads, through sign-in, cleared at logout. */
  shopBasket: 'shop_basket',
  /** The shop checkout's delivery address and step (session storage; never card data). */
  shopCheckout: 'shop_checkout',
  /** A coach's registration in progress (session storage; never passwords or card data). */
  coachRegistration: 'coach_registration',
  /** The class access check's flag (spec 3 §4): the last check's access value, 1 or 0. */
  checkAccess: 'check_access',
  /** A visitor's details on a programme's buy form and the step reached (session storage; never card data). */
  buyerDraft: 'un_buyer_draft',
  /** Unsent text per place (post, comment, chat message): session storage, cleared at sign-in and out. */
  textDrafts: 'text_drafts',
  /** What a former member chose on /rejoin, and that they paid (session storage; never card data). */
  rejoinChoice: 'rejoin_choice',
  /** The mock's Facebook consent page: the name and email typed (session storage). */
  socialConsentDraft: 'social_consent_draft',
  /** Facebook sign-in waiting for the password of the account it links to (session storage; never the password). */
  socialLinkPending: 'social_link_pending',
  /** A hypnotherapy registration in progress at /hypno/login (session storage; never passwords). */
  hypnoRegisterDraft: 'hypno_register_draft',
} as const;

export type StorageKey =
  | (typeof storageKeys)[keyof typeof storageKeys]
  /** A member's realtime outbox, stored under their user id. */
  | `${typeof storageKeys.realtimeOutbox}:${string}`;

/** The registration-login cookie: when present, a stored member token is dropped. */
export const REGISTRATION_LOGIN_COOKIE = 'registration_login';
export const LOGIN_COOKIE = 'rwl_login';
