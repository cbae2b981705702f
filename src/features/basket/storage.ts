import * as z from 'zod/mini';
import { local, storageKeys } from '@/lib/storage';

const storedLines = z.array(
  z.object({
    id: z.string().check(z.regex(/^\d+$/)),
    quantity: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
  }),
);

/** The shop lines kept in this browser (visitors and members): what is unreadable is dropped. */
export function readStoredShopLines(): { id: string; quantity: number }[] {
  const parsed = storedLines.safeParse(local.getJson(storageKeys.shopBasket));
  return parsed.success ? parsed.data : [];
}

export function storeShopLines(lines: { id: string; quantity: number }[]): void {
  if (lines.length === 0) local.remove(storageKeys.shopBasket);
  else local.setJson(storageKeys.shopBasket, lines);
}
