import { useCoachingBasketQuery } from '@/features/basket';

/**
 * Asks for the member's coaching basket when the member area opens, so the header's basket count
 * shows what the server holds after a reload (the basket query feeds the count).
 */
export default function BasketSync() {
  useCoachingBasketQuery();
  return null;
}
