import { useEffect, useState } from 'react';
import { Spinner } from '@/ui/Spinner';
import type { TipItem } from '../model';

interface LoadingTipsProps {
  tips: TipItem[];
}

/** The registration loading screen: 'Loading' plus wellness tips, each with its category and text. */
export function LoadingTips({ tips }: LoadingTipsProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (tips.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % tips.length),
      3000,
    );
    return () => window.clearInterval(timer);
  }, [tips.length]);

  const tip = tips.length ? tips[index % tips.length] : null;
  return (
    <section className="reg-loading" aria-labelledby="reg-loading-title" aria-busy="true">
      <h1 id="reg-loading-title">Loading</h1>
      <Spinner label="Preparing your plan" />
      {tip ? (
        <article className="reg-loading__tip" aria-live="polite" data-tip-id={tip.tip_id}>
          <p className="reg-loading__category">{tip.category}</p>
          <p>{tip.tip}</p>
        </article>
      ) : null}
    </section>
  );
}
