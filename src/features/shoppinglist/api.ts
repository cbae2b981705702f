import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { cosmeticList, firstItem } from '@/lib/api/schemas';

export const shoppingListSchema = z.object({ list_id: z.coerce.number(), title: z.string() });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const shoppingListDetailsSchema = z.object({
  list_id: z.coerce.number(),
  title: z.string(),
  items: cosmeticList(z.string()),
});
export type ShoppingListDetails = z.infer<typeof shoppingListDetailsSchema>;

export const shoppingListApi = api.injectEndpoints({
  endpoints: (build) => ({
    shoppingLists: build.query<ShoppingList[], void>({
      query: () => ({
        url: 'shopping_list/list',
        method: 'GET',
        schema: z.array(shoppingListSchema),
      }),
      providesTags: ['ShoppingLists'],
    }),
    shoppingListDetails: build.query<ShoppingListDetails, string>({
      query: (listId) => ({
        url: 'shopping_list/details',
        method: 'POST',
        body: { list_id: listId },
        schema: firstItem(shoppingListDetailsSchema),
      }),
      providesTags: ['ShoppingLists'],
    }),
    addShoppingList: build.mutation<ShoppingList[], string>({
      query: (title) => ({
        url: 'shopping_list/add',
        method: 'POST',
        body: { title },
        schema: z.array(shoppingListSchema),
      }),
      invalidatesTags: ['ShoppingLists'],
    }),
    /** Adds a recipe's (or a meal plan's) ingredients to a list. */
    addToShoppingList: build.mutation<
      unknown,
      { listId: number; items: string[]; recipeIds: number[] }
    >({
      query: ({ listId, items, recipeIds }) => ({
        url: 'recipes/add_to_shopping_list',
        method: 'POST',
        body: { list_id: listId, items, recipe_ids: recipeIds },
      }),
      invalidatesTags: ['ShoppingLists'],
    }),
    deleteShoppingList: build.mutation<unknown, number>({
      query: (listId) => ({
        url: 'shopping_list/delete',
        method: 'POST',
        body: { list_id: listId },
      }),
      invalidatesTags: ['ShoppingLists'],
    }),
  }),
});

export const {
  useShoppingListsQuery,
  useShoppingListDetailsQuery,
  useAddShoppingListMutation,
  useDeleteShoppingListMutation,
  useAddToShoppingListMutation,
} = shoppingListApi;

/** The longest name a shopping list takes (the new-list fields of the panel and the dialog). */
export const LIST_NAME_MAX_LENGTH = 50;

/** The name must not be empty (spec 1 §5). */
export function shoppingListNameError(title: string): string | null {
  return title.trim() ? null : 'Please enter a name for your shopping list.';
}
