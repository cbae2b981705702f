import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { basketLinesReceived, selectShopLines } from '@/features/basket';
import { addToLines, removeLine, setLineQuantity, type ShopLine } from './model';

/** The shop's lines of the one basket (the header counts them), and the changes a shopper makes. */
export function useShopBasket() {
  const lines = useAppSelector(selectShopLines, shallowEqual);
  const dispatch = useAppDispatch();
  const current: ShopLine[] = lines.map(({ id, quantity }) => ({ id, quantity }));
  const replace = (next: ShopLine[]) =>
    dispatch(basketLinesReceived({ source: 'shop', lines: next }));
  return {
    lines: current,
    add: (productId: number, quantity: number, stock: number) =>
      replace(addToLines(current, productId, quantity, stock)),
    setQuantity: (productId: number, quantity: number, stock: number) =>
      replace(setLineQuantity(current, productId, quantity, stock)),
    remove: (productId: number) => replace(removeLine(current, productId)),
    clear: () => replace([]),
  };
}
