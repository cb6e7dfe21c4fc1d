import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { CLIENT_ID } from '@shop/contract/client-id';
import { translator } from '../i18n/translator.ts';
import { nextTask } from '../shared/next-task.ts';
import { showToast } from '../shared/ui/toast-store.ts';
import type { ApiCall, ApiError } from './api-call.ts';
import { credentialsFor, fetchAccessToken, needsAccessToken, sessionRefused } from './credentials.ts';
import { takeInitialData } from './initial-data.ts';
import { forgetStaffToken } from './staff-token.ts';

const API_BASE = '/api';

interface Envelope {
  status?: number;
  err_code?: string;
  err_message?: string;
  err_message_zh?: string;
  message?: string;
  message_zh?: string;
  [field: string]: unknown;
}

/** Said when the API could not be reached or gave no message of its own. */
export const networkErrorMessage = () => translator()?.t('errors.network') ?? '';

function localised(en: string | undefined, zh: string | undefined): string {
  return (translator()?.language === 'zh-HK' && zh) || en || '';
}

/** How a call reaches the API: over the network in the browser, in process on the server. */
export type ApiSend = (
  call: string,
  body: Record<string, unknown>,
  token?: string,
) => Promise<{ http: number; data: Envelope }>;

/** The store's thunk argument: set only by the server, which renders a page's first screen. */
export interface ApiExtra {
  send: ApiSend;
}

const post: ApiSend = async (call, body, token) => {
  const answered = takeInitialData(call, body);
  // Each answer the page came with is put into the store in a task of its own, so building the
  // first screen's state is several short tasks, not one long one, on a phone (next-task.ts).
  // Each call leaves in a task of its own too: a fetch costs a few milliseconds to start on a
  // phone, and the calls a render starts in its effects lengthened the task of that render.
  await nextTask();
  if (answered) return { http: 200, data: answered };
  const response = await fetch(`${API_BASE}/${call}.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Envelope;
  return { http: response.status, data };
};

/**
 * The one base query: checks the envelope's status, shows the server's message as a toast
 * in the shopper's language, retries once with a fresh site access token when the old one is
 * refused, and logs out on 401.
 */
export const envelopeBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async (args, api) => {
  const onServer = api.extra as ApiExtra | undefined;
  const send = onServer?.send ?? post;
  // A page rendered on the server shows no messages: its failed calls are asked again in the browser.
  const toast: typeof showToast = onServer ? () => {} : showToast;
  const ask = () => {
    const credentials = credentialsFor(api.getState, args);
    return send(
      args.call.name,
      { client_id: CLIENT_ID, ...credentials.body, ...args.body },
      credentials.token,
    );
  };
  try {
    if (!onServer && needsAccessToken(api.getState, args)) await fetchAccessToken(api.dispatch);
    let result = await ask();
    if (result.data.err_code === 'INVALID_ACCESS_TOKEN') {
      await fetchAccessToken(api.dispatch);
      result = await ask();
    }
    const { http, data } = result;
    if (data.status === 1) {
      const notice = localised(data.message, data.message_zh);
      if (notice) toast('success', notice);
      return { data };
    }
    const message = localised(data.err_message, data.err_message_zh) || networkErrorMessage();
    const error: ApiError = { status: http, err_code: data.err_code ?? 'UNKNOWN', message };
    if (http === 401 && !args.ownsErrors) {
      // A refused staff token signs the console out (it shows its sign-in), never the member.
      if (args.call.auth === 'staff') forgetStaffToken();
      else sessionRefused(api.dispatch);
      return { error };
    }
    if (error.err_code !== 'INVALID_ACCESS_TOKEN' && !args.ownsErrors) toast('error', message);
    return { error };
  } catch {
    const message = networkErrorMessage();
    if (!args.ownsErrors) toast('error', message);
    return { error: { status: 'FETCH_ERROR', err_code: 'NETWORK', message } };
  }
};
