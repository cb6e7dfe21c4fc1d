import { describe, expect, it } from 'vitest';
import { loggedOut } from '../../shared/session/user.slice.ts';
import { compareSlice, savedListsLoaded, wishlistSlice } from './product-list.slice.ts';

const { reducer, actions } = wishlistSlice;

describe('saved list slices', () => {
  it('add a product once and remove it', () => {
    let state = reducer(undefined, actions.added({ id: 1 }));
    state = reducer(state, actions.added({ id: 1 }));
    expect(state.items).toEqual([{ id: 1 }]);
    expect(reducer(state, actions.removed(1)).items).toEqual([]);
  });

  it('take the member’s lists from the server, each slice its own, and mark them as the member’s', () => {
    const answer = { wishlist: [{ id: 2 }], compare: [{ id: 3 }] };
    const guest = reducer(undefined, actions.added({ id: 9 }));
    expect(reducer(guest, savedListsLoaded(answer))).toEqual({ items: [{ id: 2 }], member: true });
    expect(compareSlice.reducer(undefined, savedListsLoaded(answer))).toEqual({
      items: [{ id: 3 }],
      member: true,
    });
  });

  it('empty on sign-out, ready to hold a guest’s list again', () => {
    const member = reducer(undefined, savedListsLoaded({ wishlist: [{ id: 2 }], compare: [] }));
    expect(reducer(member, loggedOut())).toEqual({ items: [], member: false });
  });
});
