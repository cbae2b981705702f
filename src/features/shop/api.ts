import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { authSession } from '@/lib/auth/session';
import {
  countrySchema,
  orderSchema,
  productCardSchema,
  productSchema,
  shopLandingSchema,
  type Country,
  type Order,
  type Product,
  type ProductCard,
  type ProductSort,
  type ShopLanding,
} from './model';

const first = <T>(data: T[]): T => {
  const [item] = data;
  if (item === undefined) throw new Error('The server sent no data.');
  return item;
};

export interface ProductQuery {
  categoryId?: number;
  subCategoryId?: number;
  search?: string;
  sort?: ProductSort;
  inStock?: boolean;
}

const shopTagged = api.enhanceEndpoints({ addTagTypes: ['ShopProducts'] });

/** The shop's calls (spec 3 §7 "Shop"): public frontend/ calls for visitors and members alike. */
export const shopApi = shopTagged.injectEndpoints({
  endpoints: (build) => ({
    shopLanding: build.query<ShopLanding, void>({
      query: () => ({
        url: 'frontend/ecommerce_landing_page',
        method: 'GET',
        auth: 'none',
        schema: z.array(shopLandingSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: ShopLanding[]) => first(data),
    }),
    products: build.query<ProductCard[], ProductQuery>({
      query: (query) => ({
        url: 'frontend/products_list',
        method: 'POST',
        auth: 'none',
        body: {
          category_id: query.categoryId ?? 0,
          sub_category_id: query.subCategoryId ?? 0,
          search: query.search ?? '',
          sort: query.sort ?? 'newest',
          in_stock: query.inStock ? 1 : 0,
        },
        schema: z.array(productCardSchema),
      }),
      providesTags: ['ShopProducts'],
    }),
    product: build.query<Product, number>({
      query: (productId) => ({
        url: 'frontend/single_product',
        method: 'POST',
        auth: 'none',
        body: { product_id: productId },
        schema: z.array(productSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: Product[]) => first(data),
      providesTags: ['ShopProducts'],
    }),
    /**
     * An order as the server confirms it (the thank-you page): asked with the member's token, or
     * with the email a visitor's checkout used. A 404 means no such order of theirs.
     */
    orderConfirmation: build.query<Order, { orderNumber: string; email: string }>({
      query: ({ orderNumber, email }) => ({
        url: 'frontend/order_details',
        method: 'POST',
        auth: authSession.memberToken() ? 'member' : 'none',
        body: email ? { order_number: orderNumber, email } : { order_number: orderNumber },
        schema: z.array(orderSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: Order[]) => first(data),
    }),
    countries: build.query<Country[], void>({
      query: () => ({
        url: 'frontend/country_state',
        method: 'GET',
        auth: 'none',
        schema: z.array(countrySchema),
      }),
    }),
    notifyWhenInStock: build.mutation<string, { productId: number; email: string }>({
      query: ({ productId, email }) => ({
        url: 'frontend/product_outofstock_notify',
        method: 'POST',
        auth: 'none',
        body: { product_id: productId, email },
      }),
      transformResponse: (_data: unknown, meta?: { message: string }) => meta?.message ?? '',
    }),
    shopNewsletter: build.mutation<string, string>({
      query: (email) => ({
        url: 'frontend/newsletter',
        method: 'POST',
        auth: 'none',
        body: { email },
      }),
      transformResponse: (_data: unknown, meta?: { message: string }) => meta?.message ?? '',
    }),
  }),
});

export const {
  useShopLandingQuery,
  useProductsQuery,
  useProductQuery,
  useCountriesQuery,
  useOrderConfirmationQuery,
  useNotifyWhenInStockMutation,
  useShopNewsletterMutation,
} = shopApi;
