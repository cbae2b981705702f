/**
 * One-time purchases beyond programmes (issue 33): paid blogs, recipes, videos and communities,
 * and the visitors who bought a programme without an account (the unregistered user).
 */

/** The product types a one-time purchase sells (spec 2 §3: type, default folder). */
export type OneTimeProductType = 'folder' | 'blog' | 'recipe' | 'video' | 'community';

/** A blog, recipe, video or community sold separately (paid folders are plansTables' paidFolders). */
export interface MockPaidProduct {
  product_type: Exclude<OneTimeProductType, 'folder'>;
  product_type_id: number;
  title: string;
  price: number;
  currency_symbol: string;
}

/** A visitor who bought without an account (spec 3 §3: un_user_id, first_name, last_name, email, folder_id). */
export interface MockUnregisteredUser {
  un_user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** The programme they came to buy. */
  folder_id: number;
  /** The member they became by setting a password (0 until then). */
  member_user_id: number;
}

export interface PurchaseTables {
  paidProducts: MockPaidProduct[];
  unregisteredUsers: MockUnregisteredUser[];
  /** unregistered buyer token -> un_user_id */
  unSessions: Record<string, number>;
  nextUnUserId: number;
}

/** The demo items sold one at a time (ids listed in the README's seed facts). */
export const PAID_BLOG_ID = 1390;
export const PAID_RECIPE_ID = 2090;
export const PAID_VIDEO_ID = 3090;
export const PAID_COMMUNITY_ID = 4090;

export function seedPurchaseTables(): PurchaseTables {
  return {
    paidProducts: [
      {
        product_type: 'blog',
        product_type_id: PAID_BLOG_ID,
        title: 'The RWL guide to your first 10K',
        price: 2.99,
        currency_symbol: '£',
      },
      {
        product_type: 'recipe',
        product_type_id: PAID_RECIPE_ID,
        title: "Chef Ana's Sunday roast",
        price: 1.99,
        currency_symbol: '£',
      },
      {
        product_type: 'video',
        product_type_id: PAID_VIDEO_ID,
        title: 'Masterclass: perfect your squat',
        price: 4.99,
        currency_symbol: '£',
      },
      {
        product_type: 'community',
        product_type_id: PAID_COMMUNITY_ID,
        title: 'Marathon Club',
        price: 6.99,
        currency_symbol: '£',
      },
    ],
    unregisteredUsers: [],
    unSessions: {},
    nextUnUserId: 7001,
  };
}
