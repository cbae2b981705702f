import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UpgradeFlow } from '@/features/plans';
import { safeReturnPath } from '@/lib/url';

/** /home/profile/upgrade-downgrade?goBack=<encoded current URL> */
export default function UpgradeDowngradePage() {
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = 'Upgrade/Downgrade | RWL';
  }, []);
  return (
    <div className="page plans-page">
      <h1>Upgrade/Downgrade</h1>
      <UpgradeFlow
        goBack={safeReturnPath(params.get('goBack'))}
        wantedPlanId={Number(params.get('planid') ?? 0) || 0}
        wantedSubPlanId={Number(params.get('subplanid') ?? 0) || 0}
      />
    </div>
  );
}
