import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { toastQueue, useToasts } from './toastStore';
import { useToastPlacement } from './useToastPlacement';
import './toast.css';

export function ToastHost() {
  const toasts = useToasts();
  const stack = useRef<HTMLDivElement>(null);
  useToastPlacement(stack, toasts.length);
  return (
    <div className="toast-stack" aria-live="polite" ref={stack}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.tone ?? 'info'}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          {toast.image ? (
            <img className="toast__image" src={toast.image} alt="" width={44} height={44} />
          ) : null}
          <div className="toast__text">
            {toast.title ? <strong className="toast__title">{toast.title}</strong> : null}
            <span>{toast.message}</span>
          </div>
          {toast.link ? (
            <Link
              className="toast__action"
              to={toast.link.to}
              onClick={() => toastQueue.dismiss(toast.id)}
            >
              {toast.link.label}
            </Link>
          ) : null}
          {toast.actionLabel ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                toast.onAction?.();
                toastQueue.dismiss(toast.id);
              }}
            >
              {toast.actionLabel}
            </button>
          ) : null}
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss"
            onClick={() => toastQueue.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
