import * as calls from '@shop/contract/call-names';
import { baseApi } from '../../api/base-api.ts';
import { callQuery } from '../../api/call-endpoints.ts';
import { profileLoaded } from '../../shared/session/user.slice.ts';

/**
 * The signed-in member's profile (Bearer token), which the shell reads on every page; what the
 * account pages change is in profile-changes.endpoints.ts, signing out in sign-out.endpoints.ts.
 * A refused token logs out.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The header's welcome line and tier read the persisted user slice, so they show at once on a reload.
    profile: callQuery(
      build,
      calls.profileGet,
      { tags: ['Profile'] },
      async (_, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // Only what the header shows: the slice is kept in browser storage.
        const { first_name, last_name, tier_name, tier_name_zh } = data.profile;
        dispatch(profileLoaded({ first_name, last_name, tier_name, tier_name_zh }));
      },
    ),
  }),
});

export const { useProfileQuery } = accountApi;
