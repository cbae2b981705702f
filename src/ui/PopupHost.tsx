import { Dialog } from './Dialog';
import { DISMISSED, popups, useCurrentPopup } from './popupStore';

/** Renders the first popup of the shared queue. */
export function PopupHost() {
  const popup = useCurrentPopup();
  if (!popup) return null;
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
