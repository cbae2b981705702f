import { useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { basketLinesReceived, selectShopLines } from '@/features/basket';
import { addToLines, removeLine, setLineQuantity, type ShopLine } from './model';

/** The shop's lines of the one basket (the header counts them), and the changes a shopper makes. */
export function useShopBasket() {
  const lines = useAppSelector(selectShopLines, shallowEqual);
  const dispatch = useAppDispatch();
  // The same array while the basket is unchanged, so what is worked out from it is kept.
  const current: ShopLine[] = useMemo(
    () => lines.map(({ id, quantity }) => ({ id, quantity })),
    [lines],
  );
  const replace = useCallback(
    (next: ShopLine[]) => dispatch(basketLinesReceived({ source: 'shop', lines: next })),
    [dispatch],
  );
  return {
    lines: current,
    add: (productId: number, quantity: number, stock: number) =>
      replace(addToLines(current, productId, quantity, stock)),
    setQuantity: (productId: number, quantity: number, stock: number) =>
      replace(setLineQuantity(current, productId, quantity, stock)),
    remove: (productId: number) => replace(removeLine(current, productId)),
    replace,
    clear: () => replace([]),
  };
}
