import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VirtualList } from './VirtualList';

const items = Array.from({ length: 10_000 }, (_, index) => `chat-${index}`);

describe('VirtualList', () => {
  it('puts only the rows around the viewport in the page, however many there are', () => {
    const onFirstRows = vi.fn();
    render(
      <VirtualList
        items={items}
        itemKey={(item) => item}
        estimateSize={() => 76}
        fixedSize
        renderItem={(item) => <span>{item}</span>}
        overscan={76 * 4}
        listLabel="Chats"
        onFirstRows={onFirstRows}
      />,
    );
    const list = screen.getByRole('list', { name: 'Chats' });
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('chat-0');
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(list).toHaveStyle({ height: `${76 * 10_000}px` });
    expect(onFirstRows).toHaveBeenCalledTimes(1);
  });

  it('asks for more when the end is near', () => {
    const onEndReached = vi.fn();
    render(
      <VirtualList
        items={items.slice(0, 5)}
        itemKey={(item) => item}
        estimateSize={() => 76}
        fixedSize
        renderItem={(item) => <span>{item}</span>}
        onEndReached={onEndReached}
        listLabel="Chats"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(onEndReached).toHaveBeenCalled();
  });
});
