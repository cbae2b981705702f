import { PublicLayout } from './PublicLayout';
import { HeaderBasket } from './HeaderBasket';

/** The public frame of pages with the store: the public header with the basket in it. */
export default function PublicStoreLayout() {
  return <PublicLayout headerExtra={<HeaderBasket />} />;
}
