import { configureStore } from '@reduxjs/toolkit';
import * as calls from '@shop/contract/call-names';
import { memberAddressDelete } from '@shop/contract/members/profile-call-names';
import { describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api.ts';
import { callMutation, callQuery } from './call-endpoints.ts';
import type { ApiSend } from './envelope-base-query.ts';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testProduct: callQuery(build, calls.productDetailGet, {
      body: (id: number) => ({ product_id: id }),
      pick: 'product',
      tags: ['Products'],
    }),
    testSave: callMutation(build, memberAddressDelete, {
      body: (id: number) => ({ id }),
      changes: ['Products'],
    }),
  }),
});

/** A store whose calls are answered in process, as on the server, and a list of what was asked. */
function shop({ refuseSaves }: { refuseSaves: boolean }) {
  const asked: { call: string; body: Record<string, unknown> }[] = [];
  const send: ApiSend = async (call, body) => {
    asked.push({ call, body });
    if (call !== calls.productDetailGet.name) {
      return refuseSaves
        ? { http: 400, data: { status: 0, err_code: 'NOT_FOUND', err_message: 'No', err_message_zh: '沒有' } }
        : { http: 200, data: { status: 1 } };
    }
    return { http: 200, data: { status: 1, product: { id: body.product_id, asked: asked.length } } };
  };
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      user: () => ({ token: 'member-jwt', site_access_token: 'site' }),
      cart: () => ({ shippingMethod: 'pickup', deliveryCountryId: null }),
    },
    middleware: (defaults) => defaults({ thunk: { extraArgument: { send } } }).concat(baseApi.middleware),
  });
  const productCalls = () => asked.filter((a) => a.call === calls.productDetailGet.name);
  return { store, asked, productCalls };
}

describe('endpoints built from the contract', () => {
  it('send the body made from their argument and give the field they pick', async () => {
    const { store, asked } = shop({ refuseSaves: false });
    const product = await store.dispatch(testApi.endpoints.testProduct.initiate(7)).unwrap();
    expect(asked[0]?.body).toMatchObject({ product_id: 7 });
    expect(product).toEqual({ id: 7, asked: 1 });
  });

  it('refetch what a write changes once it is accepted', async () => {
    const { store, productCalls } = shop({ refuseSaves: false });
    await store.dispatch(testApi.endpoints.testProduct.initiate(7)).unwrap();
    await store.dispatch(testApi.endpoints.testSave.initiate(3)).unwrap();
    await vi.waitFor(() => expect(productCalls()).toHaveLength(2));
    await vi.waitFor(() =>
      expect(testApi.endpoints.testProduct.select(7)(store.getState()).data).toEqual({ id: 7, asked: 3 }),
    );
  });

  it('leave the data shown alone when a write is refused', async () => {
    const { store, productCalls } = shop({ refuseSaves: true });
    await store.dispatch(testApi.endpoints.testProduct.initiate(7)).unwrap();
    const saved = await store.dispatch(testApi.endpoints.testSave.initiate(3));
    expect(saved.error).toMatchObject({ err_code: 'NOT_FOUND', message: 'No' });
    expect(testApi.endpoints.testProduct.select(7)(store.getState()).status).toBe('fulfilled');
    expect(productCalls()).toHaveLength(1);
  });
});
