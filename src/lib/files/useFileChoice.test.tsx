import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFileChoice } from './useFileChoice';

const TOO_BIG = 'Too big.';
const refusal = (file: File) => (file.size > 10 ? TOO_BIG : undefined);

function Harness({ onFile }: { onFile: (file: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const choice = useFileChoice(input, refusal);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onFile(choice.requireFile('Choose one.'));
      }}
    >
      <label htmlFor="file">File</label>
      <input id="file" ref={input} type="file" onChange={choice.choose} />
      <p role="alert">{choice.error}</p>
      {choice.chosen?.preview ? <img src={choice.chosen.preview} alt="Preview" /> : null}
      <button type="submit">Send</button>
      <button type="button" onClick={choice.clear}>
        Clear
      </button>
    </form>
  );
}

const file = (size: number, name = 'a.png') => new File(['x'.repeat(size)], name);

describe('choosing a file for an upload', () => {
  let made = 0;
  const revoked: string[] = [];
  const create = vi.fn(() => `blob:preview-${++made}`);
  const revoke = vi.fn((url: string) => void revoked.push(url));
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  beforeEach(() => {
    revoked.length = 0;
  });

  it('asks for a file before sending, and focuses the input', () => {
    const onFile = vi.fn();
    render(<Harness onFile={onFile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onFile).toHaveBeenCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one.');
    expect(screen.getByLabelText('File')).toHaveFocus();
  });

  it('drops a refused file with its message and empties the input; an accepted one clears it', () => {
    const onFile = vi.fn();
    render(<Harness onFile={onFile} />);
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
    expect(onFile).toHaveBeenCalledWith(accepted);
  });

  it('releases a preview when it is replaced, cleared or the form is gone', () => {
    const { unmount } = render(<Harness onFile={vi.fn()} />);
    const input = screen.getByLabelText('File');
    fireEvent.change(input, { target: { files: [file(1)] } });
    const first = screen.getByRole('img').getAttribute('src');
    fireEvent.change(input, { target: { files: [file(2)] } });
    expect(revoked).toEqual([first]);
    const second = screen.getByRole('img').getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(revoked).toEqual([first, second]);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(input, { target: { files: [file(3)] } });
    const third = screen.getByRole('img').getAttribute('src');
    unmount();
    expect(revoked).toEqual([first, second, third]);
  });
});
