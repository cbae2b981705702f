import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useMarkEventAttendedMutation } from '../api';
import { failureMessage } from '../model';

/** "I attended" (events/event_attended); once the server confirms, it says so. */
export function AttendedButton({ eventId, attended }: { eventId: string; attended: boolean }) {
  const [markAttended, { isLoading }] = useMarkEventAttendedMutation();
  if (attended) return <p className="live-booked">You attended this event</p>;
  const mark = async () => {
    try {
      const reply = await markAttended(eventId).unwrap();
      toastQueue.show({ message: reply.message, tone: 'success' });
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={isLoading}
      onClick={() => void mark()}
    >
      I attended
    </button>
  );
}
