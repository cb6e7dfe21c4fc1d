import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SignedInUser {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
}

export interface UserProfile {
  first_name: string;
  last_name: string;
  tier_name: string;
  tier_name_zh?: string;
}

/** The signed-in member and the site access token. Only this slice is persisted (see app/make-store.ts). */
export interface UserState {
  token: string | null;
  user: SignedInUser | null;
  site_access_token: string | null;
  user_profile: UserProfile | null;
}

const initialState: UserState = {
  token: null,
  user: null,
  site_access_token: null,
  user_profile: null,
};

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: SignedInUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    siteAccessTokenReceived(state, action: PayloadAction<string>) {
      state.site_access_token = action.payload;
    },
    profileLoaded(state, action: PayloadAction<UserProfile>) {
      state.user_profile = action.payload;
    },
    /** Logout clears the member, the token and the profile; the site access token stays. */
    loggedOut(state) {
      return { ...initialState, site_access_token: state.site_access_token };
    },
  },
});

export const { signedIn, siteAccessTokenReceived, profileLoaded, loggedOut } = userSlice.actions;

/**
 * Whether the stored user is back in the store (redux-persist marks the slice it restored). A page
 * built in the browser first renders after that; a page the server rendered hydrates before it,
 * signed out as the server rendered it, and learns of a stored member a moment later.
 */
export const isStoredUserRestored = (user: UserState): boolean =>
  (user as UserState & { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true;
