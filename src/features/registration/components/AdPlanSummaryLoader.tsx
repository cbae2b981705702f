import { Provider } from 'react-redux';
import { store } from '@/app/store';
import { AdPlanSummary, type AdPlanSummaryProps } from './AdPlanSummary';

/**
 * /reg1 stays light (no store before its first render, spec budget 150 KiB): the plan summary
 * and the store it reads come in this chunk, right after the form paints.
 */
export default function AdPlanSummaryLoader(props: AdPlanSummaryProps) {
  return (
    <Provider store={store}>
      <AdPlanSummary {...props} />
    </Provider>
  );
}
