import type { ReactNode } from 'react';

export function DashboardSection({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section className="dashboard-section" aria-labelledby={id}>
      <h2 id={id} className="dashboard-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
