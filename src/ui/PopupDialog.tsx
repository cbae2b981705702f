import { Dialog } from './Dialog';
import { DISMISSED, popups, type OpenPopup } from './popupStore';

/** One popup of the shared queue: its title, message, support email and buttons. */
export default function PopupDialog({ popup }: { popup: OpenPopup }) {
  return (
    <Dialog key={popup.id} title={popup.title} onClose={() => popups.close(popup.id, DISMISSED)}>
      <p className="dialog__message">{popup.message}</p>
      {popup.supportEmail ? (
        <p className="dialog__support">
          Need help? Email <a href={`mailto:${popup.supportEmail}`}>{popup.supportEmail}</a>
        </p>
      ) : null}
      <div className="dialog__actions">
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
