import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { showFailure } from '@/ui/showFailure';
import { useFollowMutation, useFriendRequestMutation } from '../api';
import {
  friendAction,
  noRequestsText,
  personName,
  type FriendPerson,
  type RequestAction,
} from '../model';

type Relation = Pick<
  FriendPerson,
  'user_id' | 'first_name' | 'last_name' | 'friend_status' | 'can_request' | 'is_following'
>;

const DONE: Record<RequestAction, (name: string) => string> = {
  send: (name) => `Friend request sent to ${name}.`,
  accept: (name) => `You and ${name} are now friends.`,
  decline: (name) => `You declined ${name}'s friend request.`,
  cancel: (name) => `Your friend request to ${name} is cancelled.`,
  remove: (name) => `You and ${name} are no longer friends.`,
};

/**
 * The friend and follow buttons for one person: add friend, cancel a sent request, accept or
 * decline a received one, and follow or unfollow. A refusal shows the server's message. While a
 * call is on its way the buttons say so (aria-disabled) but stay focusable, and the friend button
 * keeps its place, so keyboard focus is not lost when it changes to the next step.
 */
export function FriendButtons({
  person,
  follow = true,
  onLeave,
}: {
  person: Relation;
  follow?: boolean;
  /** Called when a friend action takes the person out of the list they are shown in. */
  onLeave?: () => void;
}) {
  const [request, requestState] = useFriendRequestMutation();
  const [setFollow, followState] = useFollowMutation();
  const name = personName(person);
  const busy = requestState.isLoading || followState.isLoading;
  const run = (action: RequestAction) => {
    if (busy) return;
    request({ userId: person.user_id, action })
      .unwrap()
      .then(() => {
        toastQueue.show({ message: DONE[action](name), tone: 'success' });
        onLeave?.();
      })
      .catch(showFailure);
  };
  /** Ending a friendship is asked first in the shared popup. */
  const unfriend = () => {
    if (busy) return;
    void popups
      .confirm(`Remove ${name} from your friends?`, 'Unfriend', 'Unfriend')
      .then((confirmed) => {
        if (confirmed) run('remove');
      });
  };
  const toggleFollow = () => {
    if (busy) return;
    const next = person.is_following !== 1;
    setFollow({ userId: person.user_id, follow: next })
      .unwrap()
      .then(() =>
        toastQueue.show({
          message: next ? `You are following ${name}.` : `You unfollowed ${name}.`,
          tone: 'success',
        }),
      )
      .catch(showFailure);
  };
  const action = friendAction(person);
  return (
    <div className="friend-buttons">
      {action.kind === 'send' ? (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={() => run('send')}
        >
          Add friend
        </button>
      ) : action.kind === 'cancel' ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          onClick={() => run('cancel')}
        >
          Cancel request
        </button>
      ) : action.kind === 'answer' ? (
        <>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy}
            onClick={() => run('accept')}
          >
            Accept
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy}
            onClick={() => run('decline')}
          >
            Decline
          </button>
        </>
      ) : action.kind === 'friends' ? (
        <>
          <span className="friend-buttons__note">Friends</span>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy}
            onClick={unfriend}
          >
            Unfriend
          </button>
        </>
      ) : (
        <span className="friend-buttons__note">{noRequestsText(person.first_name || name)}</span>
      )}
      {follow ? (
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={person.is_following === 1}
          aria-disabled={busy}
          onClick={toggleFollow}
        >
          {person.is_following === 1 ? 'Following' : 'Follow'}
        </button>
      ) : null}
    </div>
  );
}
