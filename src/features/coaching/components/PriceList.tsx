import type { ReactNode } from 'react';
import { priceLabel, type ClassPlan, type OneToOne } from '@/features/professionals';
import { formatPrice } from '@/lib/format/money';

/** Class plans with what they hold and their price. */
export function ClassPlanList({
  plans,
  action,
}: {
  plans: ClassPlan[];
  /** A professional's page: the plan's Book button. */
  action?: (plan: ClassPlan) => ReactNode;
}) {
  return (
    <ul className="price-list">
      {plans.map((plan) => (
        <li key={plan.class_plan_id} className="price-list__item">
          <span className="price-list__title">{plan.title}</span>
          <span className="price-list__detail">
            {plan.classes} {plan.classes === 1 ? 'class' : 'classes'}
            {plan.description ? ` · ${plan.description}` : ''}
          </span>
          <span className="price-list__price">{priceLabel(plan.price)}</span>
          {action?.(plan)}
        </li>
      ))}
    </ul>
  );
}

/** One-to-one sessions with their length and price. */
export function OneToOneList({
  sessions,
  action,
}: {
  sessions: OneToOne[];
  /** A professional's page: the session's Book button. */
  action?: (session: OneToOne) => ReactNode;
}) {
  return (
    <ul className="price-list">
      {sessions.map((session) => (
        <li key={session.session_id} className="price-list__item">
          <span className="price-list__title">{session.title}</span>
          <span className="price-list__detail">{session.minutes} minutes, one to one</span>
          <span className="price-list__price">{formatPrice(session.price)}</span>
          {action?.(session)}
        </li>
      ))}
    </ul>
  );
}
