import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { Avatar } from '@/ui/Avatar';
import { Dialog } from '@/ui/Dialog';
import { SafeImage } from '@/ui/SafeImage';
import { runNotificationAction } from './actions';
import { ctaAsNotification, noticeQueue, useNotices, type Notice } from './notices';
import { notificationAction } from './routing';
import './notices.css';

/** Notification toasts (nTy 2) and the message modal (nTy 3), with their CTA buttons. */
export default function NoticePopups() {
  const notices = useNotices();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const toasts = notices.filter((notice) => notice.nTy === 2);
  const modal = notices.find((notice) => notice.nTy === 3);

  const runCta = (notice: Notice) => {
    noticeQueue.dismiss(notice.id);
    if (!notice.cta) return;
    const action = notificationAction(ctaAsNotification(notice.cta), {
      recommendedProgrammeId: profile.recommended_programme_id,
      recommendedProgrammeScreenName: profile.recommended_programme_screen_name,
      unauthorized: profile.unauthorized,
      origin: window.location.origin,
    });
    void runNotificationAction(action, dispatch);
  };

  const senderName = (notice: Notice) =>
    `${notice.sender.first_name} ${notice.sender.last_name}`.trim() || 'RWL';

  return (
    <>
      {toasts.length ? (
        <div className="notice-toasts">
          {toasts.map((notice) => (
            <div key={notice.id} className="notice-toast" role="status">
              <Avatar
                name={senderName(notice)}
                src={notice.sender.image || undefined}
                size={40}
                staff={notice.sender.is_staff === 1}
              />
              <div className="notice-toast__text">
                <strong>{notice.headerText || senderName(notice)}</strong>
                <span>{notice.text}</span>
              </div>
              {notice.cta ? (
                <button
                  type="button"
                  className="button button--primary notice-toast__cta"
                  onClick={() => runCta(notice)}
                >
                  {notice.cta.text}
                </button>
              ) : null}
              <button
                type="button"
                className="notice-toast__close"
                aria-label="Dismiss"
                onClick={() => noticeQueue.dismiss(notice.id)}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      ) : null}
      {modal ? (
        <Dialog
          key={modal.id}
          title={modal.headerText || 'Message'}
          onClose={() => noticeQueue.dismiss(modal.id)}
          size="medium"
        >
          <div className="notice-modal__sender">
            <Avatar
              name={senderName(modal)}
              src={modal.sender.image || undefined}
              size={36}
              staff={modal.sender.is_staff === 1}
            />
            <span>{senderName(modal)}</span>
          </div>
          {modal.media ? (
            <SafeImage src={modal.media} alt="" className="notice-modal__media" />
          ) : null}
          <p className="dialog__message">{modal.text}</p>
          <div className="dialog__actions">
            {modal.cta ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => runCta(modal)}
              >
                {modal.cta.text}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => noticeQueue.dismiss(modal.id)}
              >
                OK
              </button>
            )}
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
