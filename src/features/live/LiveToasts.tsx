import { useAppDispatch } from '@/app/hooks';
import { SafeImage } from '@/ui/SafeImage';
import { runJoinAction } from './joinActions';
import { detectPlatform, liveToastAction, liveToastLabel } from './joinRules';
import { liveToasts, useLiveToasts } from './liveToasts';
import './live.css';

/** The live-session toasts: label by class_booked, click joins or opens the session screen. */
export default function LiveToasts() {
  const toasts = useLiveToasts();
  const dispatch = useAppDispatch();
  if (toasts.length === 0) return null;
  return (
    <div className="live-toasts">
      {toasts.map(({ id, session }) => {
        const label = liveToastLabel(session.class_booked);
        const title = session.title || 'Live class';
        return (
          <div
            key={id}
            className="live-toast"
            role="status"
            aria-label={`${session.heading || 'Live class'}: ${title}`}
          >
            <button
              type="button"
              className="live-toast__body"
              onClick={() => {
                liveToasts.dismiss(id);
                void runJoinAction(
                  liveToastAction(session, detectPlatform(navigator.userAgent)),
                  dispatch,
                );
              }}
            >
              <SafeImage
                src={session.image || undefined}
                alt=""
                width={48}
                height={48}
                className="live-toast__image"
              />
              <span className="live-toast__text">
                {session.heading ? (
                  <span className="live-toast__heading">{session.heading}</span>
                ) : null}
                <strong>{title}</strong>
                {session.sub_title ? <span>{session.sub_title}</span> : null}
              </span>
              {label ? <span className="live-toast__label">{label}</span> : null}
            </button>
            <button
              type="button"
              className="live-toast__close"
              aria-label="Dismiss"
              onClick={() => liveToasts.dismiss(id)}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
