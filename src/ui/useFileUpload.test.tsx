import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFileUpload } from './useFileUpload';

const TOO_BIG = 'Too big.';
const refusal = (file: File) => (file.size > 10 ? TOO_BIG : undefined);

function Harness({ send }: { send: (file: File) => Promise<string> }) {
  const input = useRef<HTMLInputElement>(null);
  const choice = useFileUpload(input, { refusal, missing: 'Choose one.' });
  const [sent, setSent] = useState('');
  return (
    <form onSubmit={(event) => choice.upload(event, send, setSent)}>
      <label htmlFor="file">File</label>
      <input id="file" ref={input} type="file" onChange={choice.choose} />
      <p role="alert">{choice.error}</p>
      {choice.chosen?.preview ? <img src={choice.chosen.preview} alt="Preview" /> : null}
      <button type="submit">Send</button>
      <p role="status">{sent}</p>
    </form>
  );
}

const file = (size: number, name = 'a.png') => new File(['x'.repeat(size)], name);

describe('choosing and sending a file', () => {
  let made = 0;
  const revoked: string[] = [];
  const create = vi.fn(() => `blob:preview-${++made}`);
  const revoke = vi.fn((url: string) => void revoked.push(url));
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  beforeEach(() => {
    revoked.length = 0;
  });

  it('asks for a file before sending anything, and focuses the input', () => {
    const send = vi.fn(async () => 'Sent.');
    render(<Harness send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one.');
    expect(screen.getByLabelText('File')).toHaveFocus();
  });

  it('drops a refused file with its message and empties the input; sends an accepted one', async () => {
    const send = vi.fn(async () => 'Sent.');
    render(<Harness send={send} />);
    const input = screen.getByLabelText<HTMLInputElement>('File');
    fireEvent.change(input, { target: { files: [file(11)] } });
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_BIG);
    expect(input.value).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    const accepted = file(5);
    fireEvent.change(input, { target: { files: [accepted] } });
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('img', { name: 'Preview' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(accepted, expect.any(Function));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('releases a preview when it is replaced, sent or the form is gone', async () => {
    const { unmount } = render(<Harness send={async () => 'Sent.'} />);
    const input = screen.getByLabelText('File');
    fireEvent.change(input, { target: { files: [file(1)] } });
    const first = screen.getByRole('img').getAttribute('src');
    fireEvent.change(input, { target: { files: [file(2)] } });
    expect(revoked).toEqual([first]);
    const second = screen.getByRole('img').getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent.');
    expect(revoked).toEqual([first, second]);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(input, { target: { files: [file(3)] } });
    const third = screen.getByRole('img').getAttribute('src');
    unmount();
    expect(revoked).toEqual([first, second, third]);
  });
});
