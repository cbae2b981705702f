import { useState } from 'react';
import { showSupportFailure } from '@/ui/showFailure';

/**
 * One section's save: while it runs the button waits; on success the server's message is the
 * confirmation; on failure the server's message shows in the shared popup and what was typed
 * stays in the form.
 */
export function useSectionSave(fallback: string) {
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const run = async (save: () => Promise<{ message: string }>): Promise<void> => {
    setSaving(true);
    setStatus('');
    try {
      const { message } = await save();
      setStatus(message || fallback);
    } catch (failure) {
      void showSupportFailure(failure);
    } finally {
      setSaving(false);
    }
  };
  return { status, saving, run };
}
