import { trackingAllowed } from '@/lib/consent/consent';

/**
 * The failure event of spec 2 §7: a server message carrying a mail link with a subject (the
 * popup's "Send email" button) is recorded as an `app_event` named `failure`, with the mail's
 * subject; like all tracking, only with consent.
 */
export function recordFailureEvent(details: { subject: string; message: string }): void {
  if (!trackingAllowed()) return;
  void import('../api/request')
    .then(({ apiRequest }) =>
      apiRequest({
        url: 'analytics/app_event',
        method: 'POST',
        body: {
          event: 'failure',
          subject: details.subject.slice(0, 200),
          message: details.message.slice(0, 500),
        },
        auth: 'none',
      }),
    )
    .catch(() => undefined);
}
