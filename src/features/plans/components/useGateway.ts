import { useEffect, useRef, useState, type RefObject } from 'react';
import type { HostedCardFields, PaymentGateway } from '@/lib/payments';

/** The payment gateway (loaded on demand) and, for Recurly / Stripe, its hosted card fields. */
export function useGateway(container: RefObject<HTMLDivElement | null>): {
  gateway: PaymentGateway | null;
  hosted: HostedCardFields | null;
  error: string;
} {
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const [hosted, setHosted] = useState<HostedCardFields | null>(null);
  const [error, setError] = useState('');
  const mounted = useRef<HostedCardFields | null>(null);

  useEffect(() => {
    let live = true;
    void import('@/lib/payments')
      .then(({ getPaymentGateway }) => getPaymentGateway())
      .then(async (loaded) => {
        if (!live) return;
        setGateway(loaded);
        if (loaded.hostedFields && loaded.mountHostedFields && container.current) {
          const fields = await loaded.mountHostedFields(container.current);
          if (!live) return fields.destroy();
          mounted.current = fields;
          setHosted(fields);
        }
      })
      .catch((failure: unknown) => {
        if (live)
          setError(
            failure instanceof Error ? failure.message : 'The payment form could not be loaded.',
          );
      });
    return () => {
      live = false;
      mounted.current?.destroy();
      mounted.current = null;
    };
  }, [container]);

  return { gateway, hosted, error };
}
