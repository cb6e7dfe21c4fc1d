import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuMs } from './cpu-meter.ts';
import { apiClient } from './flows.ts';
import type { MixedLoadCalls } from './mixed-load-summary.ts';
import { pickAction, type ShopperAction, thinkMs } from './shopper-mix.ts';

/** What the mixed load's worker is handed: only data, no functions. */
export interface MixedLoadJob {
  /** The servers' addresses; requests go round them in turn, as a load balancer without stickiness. */
  addresses: string[];
  seconds: number;
  shoppers: number;
  thinkMeanMs: number;
  productIds: number[];
  variantIds: number[];
  categoryIds: number[];
  keywords: string[];
  /** One member per shopper, so no two shoppers share a member's cart. */
  memberEmails: string[];
  password: string;
  /** A pickup order's fields, without its idempotency key. */
  order: Record<string, unknown>;
}

interface Shopper {
  address: string;
  accessToken: string;
  memberToken?: string;
  email: string;
  cart: Map<number, number>;
}

const job = workerData as MixedLoadJob;
const clients = job.addresses.map((address) => apiClient(address));
const result: MixedLoadCalls = {
  calls: {},
  ordersAcknowledged: 0,
  failures: [],
  cpuMs: undefined,
  elapsedSeconds: 0,
};
let turn = 0;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One request, timed under `name` (the call's own unless told); the answer's body when it succeeded. */
async function send(shopper: Shopper, call: string, body: Record<string, unknown>, name = call) {
  const client = clients[turn++ % clients.length]!;
  const headers: Record<string, string> = { 'x-forwarded-for': shopper.address };
  if (shopper.memberToken) headers.authorization = `Bearer ${shopper.memberToken}`;
  result.calls[name] ??= { latencies: [], errors: 0 };
  const tally = result.calls[name];
  const start = performance.now();
  try {
    const res = await client.call(call, body, headers);
    if (res.body.status === 1) {
      tally.latencies.push(performance.now() - start);
      return res.body as Record<string, unknown>;
    }
    tally.errors++;
    if (result.failures.length < 10)
      result.failures.push(`${name}: ${JSON.stringify(res.body).slice(0, 200)}`);
  } catch (error) {
    tally.errors++;
    if (result.failures.length < 10) result.failures.push(`${name}: ${String(error)}`);
  }
  return undefined;
}

const cartCall = (shopper: Shopper, call: string, fields: Record<string, unknown> = {}) =>
  send(shopper, call, { access_token: shopper.accessToken, ...fields });

async function addToCart(shopper: Shopper) {
  const variantId = pick(job.variantIds);
  if (await cartCall(shopper, 'cart_add_product', { product_id: variantId, quantity: 1 }))
    shopper.cart.set(variantId, (shopper.cart.get(variantId) ?? 0) + 1);
}

async function signIn(shopper: Shopper) {
  const session = await send(shopper, 'login', { email: shopper.email, password: job.password });
  if (session) shopper.memberToken = session.token as string;
}

/** The account pages' reads need a session: a signed-out shopper signs in first, as the storefront asks. */
async function asMember(shopper: Shopper, call: string, body: Record<string, unknown>) {
  if (!shopper.memberToken) await signIn(shopper);
  if (shopper.memberToken) await send(shopper, call, body);
}

const ACTIONS: Record<ShopperAction, (shopper: Shopper) => Promise<unknown>> = {
  website_section_get: (s) => send(s, 'website_section_get', { limit: 999, offset: 0 }),
  section_product_get: (s) => send(s, 'section_product_get', { limit: 999, offset: 0 }),
  category_get: (s) => send(s, 'category_get', {}),
  // A page of the shop, half the time within a category, a few pages deep.
  product_get: (s) =>
    send(s, 'product_get', {
      limit: 12,
      offset: 12 * Math.floor(Math.random() * 4),
      ...(Math.random() < 0.5 ? { category_id: pick(job.categoryIds) } : {}),
    }),
  'product_get keyword': (s) =>
    send(s, 'product_get', { keyword: pick(job.keywords), limit: 12, offset: 0 }, 'product_get keyword'),
  product_detail_get: (s) => send(s, 'product_detail_get', { product_id: pick(job.productIds) }),
  product_review_get: (s) =>
    send(s, 'product_review_get', {
      product_id: pick(job.productIds),
      limit: 5,
      offset: 0,
    }),
  suggested_product_get: (s) => send(s, 'suggested_product_get', { product_id: pick(job.productIds) }),
  cart_add_product: addToCart,
  cart_update_product: async (s) => {
    if (s.cart.size === 0) return addToCart(s);
    const variantId = pick([...s.cart.keys()]);
    const quantity = 1 + Math.floor(Math.random() * 3);
    if (await cartCall(s, 'cart_update_product', { product_id: variantId, quantity }))
      s.cart.set(variantId, quantity);
  },
  cart_get: (s) => cartCall(s, 'cart_get'),
  login: signIn,
  order_get: (s) => asMember(s, 'order_get', { limit: 10, offset: 0 }),
  point_balance_get: (s) => asMember(s, 'point_balance_get', {}),
  point_transaction_history_get: (s) =>
    asMember(s, 'point_transaction_history_get', { limit: 10, offset: 0 }),
  // A pickup order of what is in the cart; an empty cart gets one item first.
  order_create: async (s) => {
    if (s.cart.size === 0) await addToCart(s);
    if (s.cart.size === 0) return;
    const order = { ...job.order, access_token: s.accessToken, idempotency_key: randomUUID() };
    if (await send(s, 'order_create', order)) {
      result.ordersAcknowledged++;
      s.cart.clear();
    }
  },
};

/** A client address per shopper behind the proxy, so per-address limits count each shopper apart. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function shop(i: number, end: number) {
  const pause = () =>
    sleep(Math.max(0, Math.min(thinkMs(Math.random(), job.thinkMeanMs), end - performance.now())));
  // Shoppers arrive spread over the first pause rather than all in the same millisecond.
  await pause();
  const shopper: Shopper = {
    address: addressOf(i),
    accessToken: '',
    email: job.memberEmails[i]!,
    cart: new Map(),
  };
  const token = await send(shopper, 'access_token_get', { access_token: '' });
  if (!token) return;
  shopper.accessToken = token.access_token as string;
  while (performance.now() < end) {
    await ACTIONS[pickAction(Math.random())](shopper);
    await pause();
  }
}

const cpuBefore = threadCpuMs();
const started = performance.now();
const end = started + job.seconds * 1000;
await Promise.all(Array.from({ length: job.shoppers }, (_, i) => shop(i, end)));
result.elapsedSeconds = (performance.now() - started) / 1000;
const cpuAfter = threadCpuMs();
result.cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
parentPort!.postMessage(result);
