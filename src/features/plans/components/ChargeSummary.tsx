import { chargeLines, type ChargeSchedule } from '../model';

interface ChargeSummaryProps {
  schedule: ChargeSchedule;
  symbol: string;
}

/** The end of an order summary: due today, the next charge and its date, and the renewal. */
export function ChargeSummary({ schedule, symbol }: ChargeSummaryProps) {
  const lines = chargeLines(schedule, symbol);
  return (
    <>
      <p className="summary-line summary-line--total">
        <span>You pay today</span>
        <span data-testid="charge-today">{lines.today}</span>
      </p>
      <p className="summary-line">
        <span>Next payment</span>
        <span data-testid="charge-next">{lines.next}</span>
      </p>
      <p className="summary-note">{lines.renews}</p>
    </>
  );
}
