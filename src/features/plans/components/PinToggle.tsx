import { matchPath, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { selectProfile, useSetPinScreenMutation } from '@/features/user';
import { failureMessage } from '@/lib/failureMessage';

/** Screens a member can pin as the start page: /home/<screen_name>/<id>. */
const PINNABLE = ['folder'];

/**
 * Header pin toggle: pins the current programme page as the start page, or unpins it if it is
 * already pinned (user/pin_screen, one endpoint in the user area); the user check is then
 * fetched again. Kept tiny: it lives in the member shell.
 */
export function PinToggle() {
  const { pathname } = useLocation();
  const profile = useAppSelector(selectProfile);
  const [setPinScreen, { isLoading: busy }] = useSetPinScreenMutation();
  const match = matchPath('/home/:screen/:id', pathname);
  const screen = match?.params.screen ?? '';
  const id = match?.params.id ?? '';
  if (!match || !PINNABLE.includes(screen) || !id) return null;
  const pinned = profile.pin_screen?.screen_name === screen && profile.pin_screen.screen_id === id;

  const toggle = async () => {
    const sure = await popups.confirm(
      pinned ? 'Remove this page as your start page?' : 'Make this page your start page?',
      pinned ? 'Unpin page' : 'Pin page',
      'Yes',
      'No',
    );
    if (!sure) return;
    try {
      const message = await setPinScreen({
        pin_screen: pinned ? '' : { screen_id: id, screen_name: screen },
      }).unwrap();
      toastQueue.show({
        message:
          message ||
          (pinned ? 'Your start page has been removed.' : 'This page is now your start page.'),
      });
    } catch (error) {
      await popups.alert(failureMessage(error));
    }
  };

  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={pinned}
      aria-label={pinned ? 'Unpin this page' : 'Pin this page as my start page'}
      title={pinned ? 'Unpin this page' : 'Pin as start page'}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={pinned ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 17v5" />
        <path d="M9 10.76V6h6v4.76l2 3.24H7z" />
        <path d="M8 3h8" />
      </svg>
    </button>
  );
}
