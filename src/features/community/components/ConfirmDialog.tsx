import { Dialog } from '@/ui/Dialog';

/** Asks before something that cannot be undone (deleting a post or a comment). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="dialog__message">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" data-autofocus onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
