import { toastQueue } from '@/ui/toastStore';
import { showFailure } from '@/ui/showFailure';
import { useFollowMutation } from '../api';
import { personName, type FriendPerson } from '../model';

/**
 * Unfollow, for someone in the list of people the member follows: the answer refreshes the list
 * and the counter (the friends tag); a refusal shows the server's message and the person stays.
 * While the call is on its way the button says so (aria-disabled) but keeps focus.
 */
export function UnfollowButton({
  person,
  onLeave,
}: {
  person: Pick<FriendPerson, 'user_id' | 'first_name' | 'last_name'>;
  /** Called once the person has left the list. */
  onLeave?: () => void;
}) {
  const [setFollow, { isLoading }] = useFollowMutation();
  const name = personName(person);
  const unfollow = () => {
    if (isLoading) return;
    setFollow({ userId: person.user_id, follow: false })
      .unwrap()
      .then(() => {
        toastQueue.show({ message: `You unfollowed ${name}.`, tone: 'success' });
        onLeave?.();
      })
      .catch(showFailure);
  };
  return (
    <div className="friend-buttons">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={isLoading}
        aria-label={`Unfollow ${name}`}
        onClick={unfollow}
      >
        Unfollow
      </button>
    </div>
  );
}
