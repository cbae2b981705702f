import { useRef, useState } from 'react';

interface ReferralLinkCardProps {
  code: string;
  link: string;
}

type Outcome = { tone: 'done' | 'manual'; text: string } | null;

/** Copies text; true when it reached the clipboard (else the link is selected to copy by hand). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return false;
  }
}

/** The member's referral code and link: copy (with a visible confirmation) and share. */
export function ReferralLinkCard({ code, link }: ReferralLinkCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const copied = await copyText(link, input.current);
    setOutcome(
      copied
        ? { tone: 'done', text: 'Link copied. Paste it anywhere to invite a friend.' }
        : {
            tone: 'manual',
            text: 'Your browser did not let us copy: the link is selected, copy it by hand.',
          },
    );
  };

  const share = async () => {
    try {
      await navigator.share({
        title: 'Join me at RWL',
        text: `Join me at RWL with my code ${code}.`,
        url: link,
      });
      setOutcome({ tone: 'done', text: 'Thanks for sharing your link.' });
    } catch (failure) {
      // Closing the share sheet is not a failure.
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setOutcome({ tone: 'manual', text: 'Sharing is not available here: copy the link instead.' });
    }
  };

  return (
    <section className="form-card invite-card" aria-labelledby="referral-heading">
      <h2 id="referral-heading">Your referral link</h2>
      <p>
        Your code: <strong className="invite-code">{code}</strong>
      </p>
      <div className="field">
        <label htmlFor="referral-link">Referral link</label>
        <input
          id="referral-link"
          ref={input}
          type="text"
          readOnly
          maxLength={2048}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="invite-actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Copy link
        </button>
        {canShare ? (
          <button type="button" className="button button--secondary" onClick={() => void share()}>
            Share
          </button>
        ) : null}
      </div>
      <p className={`invite-status invite-status--${outcome?.tone ?? 'none'}`} role="status">
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
