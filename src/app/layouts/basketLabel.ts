/** The basket's name for a screen reader, in both headers: 'Basket', 'Basket, 1 item', 'Basket, 3 items'. */
export function basketLabel(count: number): string {
  if (!count) return 'Basket';
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}
