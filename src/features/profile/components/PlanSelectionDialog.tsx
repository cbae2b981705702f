import { useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import type { CardInput } from '@/lib/payments';
import { PlanChooser, OldCardForm } from '@/features/plans';
import { money, saving, symbolFor, type SubPlan } from '@/features/plans';

interface PlanSelectionDialogProps {
  /** Upgrade/Downgrade, Pay less, Unlock everything now, or How much will you save? */
  title: string;
  intro: string;
  plans: SubPlan[];
  /** Monthly price the savings are measured against. */
  monthlyReference: number;
  currentSubPlanId: number;
  hasCard: boolean;
  busy: boolean;
  onClose: () => void;
  onChoose: (plan: SubPlan, card: CardInput | null) => void;
}

/** The plan-selection popup of the pay-less / cancellation flow. */
export function PlanSelectionDialog({
  title,
  intro,
  plans,
  monthlyReference,
  currentSubPlanId,
  hasCard,
  busy,
  onClose,
  onChoose,
}: PlanSelectionDialogProps) {
  const [selected, setSelected] = useState<SubPlan | null>(
    plans.find((plan) => plan.is_best === 1) ?? plans[0] ?? null,
  );
  const [withCard, setWithCard] = useState(false);
  const save = selected ? saving(selected.price, selected.duration, monthlyReference) : null;
  return (
    <Dialog title={title} onClose={onClose} size="large">
      <p>{intro}</p>
      <PlanChooser
        plans={plans}
        selectedSubPlanId={selected?.sub_plan_id ?? null}
        currentSubPlanId={currentSubPlanId}
        onSelect={(plan) => setSelected(plan)}
        legend={title}
      />
      {selected && save && save.amount > 0 ? (
        <p className="plans-notice" role="status">
          You save {money(save.amount, symbolFor(selected))} ({save.percentage}%) compared with
          paying {money(monthlyReference, symbolFor(selected))} every month.
        </p>
      ) : null}
      {withCard && selected ? (
        <OldCardForm
          submitLabel={`Pay ${money(selected.price, symbolFor(selected))}`}
          busy={busy}
          onCancel={() => setWithCard(false)}
          onSubmit={(input) => onChoose(selected, input)}
        />
      ) : (
        <div className="card-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Not now
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!selected || busy || selected.sub_plan_id === currentSubPlanId}
            onClick={() =>
              selected ? (hasCard ? onChoose(selected, null) : setWithCard(true)) : undefined
            }
          >
            {busy ? 'Processing…' : 'Switch to this plan'}
          </button>
        </div>
      )}
    </Dialog>
  );
}
