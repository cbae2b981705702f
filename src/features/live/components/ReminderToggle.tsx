import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useSetReminderMutation } from '../api';
import { failureMessage } from '../model';

/** Reminder on or off (sessions/user_notification); it shows what the server confirmed. */
export function ReminderToggle({
  sessionId,
  title,
  on,
}: {
  sessionId: string;
  title: string;
  on: boolean;
}) {
  const [setReminder, { isLoading }] = useSetReminderMutation();
  const toggle = async () => {
    try {
      const reply = await setReminder({ sessionId, on: !on }).unwrap();
      toastQueue.show({ message: reply.message, tone: 'success' });
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  };
  return (
    <button
      type="button"
      className={`button button--secondary live-reminder${on ? ' live-reminder--on' : ''}`}
      aria-pressed={on}
      aria-label={`Remind me before ${title}`}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{on ? '🔔' : '🔕'}</span> {on ? 'Reminder on' : 'Remind me'}
    </button>
  );
}
