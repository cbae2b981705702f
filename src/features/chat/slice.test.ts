import { describe, expect, it } from 'vitest';
import {
  chatSlice,
  chatStateReset,
  freshList,
  pendingAdded,
  pendingRestored,
  pendingSettled,
  searchChosen,
  tabChosen,
  type PendingMessage,
} from './slice';

const reduce = chatSlice.reducer;

const pending: PendingMessage = {
  cid: 'c-1',
  chId: 'a',
  receiverId: 'a',
  gId: '',
  mTy: 1,
  msg: 'Hello',
  media: '',
  video: 0,
  fileName: '',
  sentAt: '2026-11-20T11:00:00Z',
  status: 'pending',
};

describe('chat client state', () => {
  it('starts on the remembered tab; a new tab clears the search and the scroll position', () => {
    let state = reduce(undefined, chatStateReset({ userId: '1', tab: 3 }));
    expect(state.list).toEqual(freshList(3));
    state = reduce(state, searchChosen('olivia'));
    expect(state.list.search).toBe('olivia');
    state = reduce(state, tabChosen(1));
    expect(state.list).toEqual(freshList(1));
  });

  it('keeps a message waiting once, however often it is added or restored, until the server has it', () => {
    let state = reduce(undefined, chatStateReset({ userId: '1', tab: 1 }));
    state = reduce(state, pendingAdded(pending));
    state = reduce(state, pendingAdded(pending));
    state = reduce(state, pendingRestored([pending, { ...pending, cid: 'c-2' }]));
    expect(state.pending.map((item) => item.cid)).toEqual(['c-1', 'c-2']);
    state = reduce(state, pendingSettled(['c-1', 'other']));
    expect(state.pending.map((item) => item.cid)).toEqual(['c-2']);
  });
});
