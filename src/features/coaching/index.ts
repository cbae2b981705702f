/**
 * Public surface of the coaching area: the member shell's coaching-basket sync (it feeds the
 * header's basket count after a reload), loaded on demand.
 */
export const loadCoachingBasketSync = () => import('./components/BasketSync');
