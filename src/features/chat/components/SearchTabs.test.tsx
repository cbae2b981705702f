import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchTabs } from './SearchTabs';
import { ResultStates, type ResultsStatus } from './ResultStates';

const TABS = [
  { value: 'a', label: 'First' },
  { value: 'b', label: 'Second' },
] as const;

function Picker({ onSelect }: { onSelect: (value: 'a' | 'b') => void }) {
  const [selected, setSelected] = useState<'a' | 'b'>('a');
  const [search, setSearch] = useState('');
  return (
    <SearchTabs
      searchLabel="Search things"
      search={search}
      onSearch={setSearch}
      tabsLabel="Things"
      tabs={TABS}
      selected={selected}
      onSelect={(value) => {
        onSelect(value);
        setSelected(value);
      }}
    >
      <p>
        {selected}: {search}
      </p>
    </SearchTabs>
  );
}

describe('SearchTabs', () => {
  it('labels the panel with the selected tab and asks only for another tab', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('a:');

    await user.click(screen.getByRole('tab', { name: 'First' }));
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('b:');

    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'run');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('b: run');
  });
});

function States({
  status,
  empty,
  error,
}: {
  status: ResultsStatus;
  empty: boolean;
  error?: string;
}) {
  return (
    <ResultStates
      status={status}
      error={error}
      onRetry={() => undefined}
      loadingLabel="Loading things"
      empty={empty}
      emptyTitle="No things found."
    >
      <p>The list</p>
    </ResultStates>
  );
}

describe('ResultStates', () => {
  it('shows loading, the server message or a fallback, empty, then the list', () => {
    const { rerender } = render(<States status="loading" empty={false} />);
    expect(screen.getByText('Loading things')).toBeInTheDocument();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();

    rerender(<States status="error" empty={false} error="Server is down" />);
    expect(screen.getByText('Server is down')).toBeInTheDocument();
    rerender(<States status="error" empty={false} />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    rerender(<States status="ready" empty />);
    expect(screen.getByText('No things found.')).toBeInTheDocument();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();

    rerender(<States status="ready" empty={false} />);
    expect(screen.getByText('The list')).toBeInTheDocument();
  });
});
