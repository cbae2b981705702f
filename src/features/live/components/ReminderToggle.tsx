import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useSetReminderMutation } from '../api';
import { failureMessage } from '../model';

/**
 * Reminder on or off (sessions/user_notification), a toggle button (aria-pressed): it shows what
 * the server confirmed, and the server's message as a toast.
 */
export function ReminderToggle({ sessionId, on }: { sessionId: string; on: boolean }) {
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
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{on ? '🔔' : '🔕'}</span> Remind me
      <span className="live-reminder__state" aria-hidden="true">
        {on ? ' (on)' : ''}
      </span>
    </button>
  );
}
