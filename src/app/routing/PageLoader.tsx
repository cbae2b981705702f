import { Spinner } from '@/ui/Spinner';

export function PageLoader() {
  return (
    <div className="page-loader">
      <Spinner label="Loading page" />
    </div>
  );
}
