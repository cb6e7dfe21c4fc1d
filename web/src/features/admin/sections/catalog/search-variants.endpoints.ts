import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminSearchVariantAdd,
  adminSearchVariantDelete,
} from '@shop/contract/admin/search-variants-admin.calls';
import type { CallDef, CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../../api/api-call.ts';
import { callQuery, signOutOnRefusal } from '../../../../api/call-endpoints.ts';
import { consoleApi } from '../../console.endpoints.ts';

type Io<C extends CallDef> = [CallOutput<C>, CallInput<C>];

/** The search spellings list: every change answers the whole list, which replaces the cached one. */
export const searchVariantsApi = consoleApi.injectEndpoints({
  endpoints: (build) => {
    const change = <C extends typeof adminSearchVariantAdd | typeof adminSearchVariantDelete>(
      call: typeof calls.adminSearchVariantAdd | typeof calls.adminSearchVariantDelete,
    ) =>
      build.mutation<Io<C>[0], Io<C>[1]>({
        query: (body) => apiCall<CallDef>(call, body, { ownsErrors: true }),
        async onQueryStarted(_body, api) {
          void signOutOnRefusal(api);
          const { data } = await api.queryFulfilled.catch(() => ({ data: undefined }));
          if (data) {
            api.dispatch(
              searchVariantsApi.util.upsertQueryData('adminSearchVariantList', undefined, {
                variants: data.variants,
              }),
            );
          }
        },
      });
    return {
      adminSearchVariantList: callQuery(build, calls.adminSearchVariantList),
      adminSearchVariantAdd: change<typeof adminSearchVariantAdd>(calls.adminSearchVariantAdd),
      adminSearchVariantDelete: change<typeof adminSearchVariantDelete>(calls.adminSearchVariantDelete),
    };
  },
});

export const {
  useAdminSearchVariantListQuery,
  useAdminSearchVariantAddMutation,
  useAdminSearchVariantDeleteMutation,
} = searchVariantsApi;
