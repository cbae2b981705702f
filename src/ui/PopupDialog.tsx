import { useEffect, useMemo } from 'react';
import { mailLinkWithSubject, messageText } from '@/lib/mailLink';
import { recordFailureEvent } from '@/lib/analytics/failureEvent';
import { Dialog } from './Dialog';
import { DISMISSED, popups, type OpenPopup } from './popupStore';

/**
 * One popup of the shared queue: its title, message, the support address (the error-popup variant
 * of spec 1 §8), a "Send email" link for a message's mail link with a subject, and its buttons.
 */
export default function PopupDialog({ popup }: { popup: OpenPopup }) {
  // A server message with a mail link that has a subject (spec 2 §7): shown as text with a
  // "Send email" button, and the failure event recorded once for the popup.
  const mailLink = useMemo(() => mailLinkWithSubject(popup.message), [popup.message]);
  const message = mailLink ? messageText(popup.message) : popup.message;
  const subject = mailLink?.subject;
  useEffect(() => {
    if (subject) recordFailureEvent({ subject, message });
  }, [popup.id, subject, message]);
  return (
    <Dialog key={popup.id} title={popup.title} onClose={() => popups.close(popup.id, DISMISSED)}>
      <p className="dialog__message">{message}</p>
      {popup.supportEmail ? (
        <p className="dialog__support">
          Support address: <a href={`mailto:${popup.supportEmail}`}>{popup.supportEmail}</a>
        </p>
      ) : null}
      <div className="dialog__actions">
        {mailLink ? (
          <a className="button button--secondary" href={mailLink.href}>
            Send email
          </a>
        ) : null}
        {popup.buttons.map((button, index) => (
          <button
            key={button.value}
            data-autofocus={index === popup.buttons.length - 1 ? true : undefined}
            type="button"
            className={`button button--${button.variant ?? 'primary'}`}
            onClick={() => popups.close(popup.id, button.value)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
