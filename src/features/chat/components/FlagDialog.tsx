import { useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { FLAG_OPTIONS, type ChatFlag } from '../model';
import { useSetChatFlagMutation } from '../chatApi';
import { failureMessage } from '@/lib/failureMessage';

interface FlagDialogProps {
  chId: string;
  title: string;
  current: ChatFlag;
  onClose: () => void;
}

/** The staff flag menu: Normal, Follow up or Urgent (set_user_message_type). */
export function FlagDialog({ chId, title, current, onClose }: FlagDialogProps) {
  const [setChatFlag] = useSetChatFlagMutation();
  const [saving, setSaving] = useState<ChatFlag | null>(null);
  const [error, setError] = useState('');

  const choose = async (value: ChatFlag) => {
    setSaving(value);
    setError('');
    const result = await setChatFlag({ chId, flag: value });
    setSaving(null);
    if (!result.error) onClose();
    else setError(failureMessage(result.error, 'The flag could not be changed.'));
  };

  return (
    <Dialog title={`Flag chat with ${title}`} onClose={onClose}>
      <p className="dialog__message">Mark this chat for the team.</p>
      <div className="flag-options" role="group" aria-label="Flag">
        {FLAG_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`flag-option flag-option--${option.value}`}
            aria-pressed={current === option.value}
            data-autofocus={current === option.value ? true : undefined}
            disabled={saving !== null}
            onClick={() => void choose(option.value)}
          >
            <span className="flag-option__swatch" aria-hidden="true" />
            {option.label}
            {saving === option.value ? (
              <span className="flag-option__saving"> (saving…)</span>
            ) : null}
          </button>
        ))}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
