import type { FastifyInstance } from 'fastify';
import { safeJson } from '../page-head/render-head.ts';
import type { PageCall } from './first-screen-calls.ts';

/**
 * The id of the element the storefront reads the initial data from (web/src/api/initial-data.ts).
 * Both sides name it, so it keeps the name it was first given.
 */
const INITIAL_DATA_ELEMENT_ID = 'first-answers';

/** One call's answer in a page's initial data: the answers a server-rendered page carries for the browser. */
export interface InitialAnswer extends PageCall {
  /** The envelope exactly as POST /api/{call}.php answered it. */
  answer: { status: number; [field: string]: unknown };
}

/** What POST /api/{call}.php answers, asked in process. */
export interface InProcessAnswer {
  http: number;
  data: InitialAnswer['answer'];
}

/**
 * Asks the API itself, in process, so the answer is the one the page would get from the network
 * at this moment (same validation, output check and caches).
 */
export async function askInProcess(
  app: FastifyInstance,
  call: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<InProcessAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${call}.php`,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { http: res.statusCode, data: res.json() as InitialAnswer['answer'] };
}

/** The calls' answers, without credentials. A call that fails is left out: the page asks for it again. */
export async function askInitialData(app: FastifyInstance, calls: PageCall[]): Promise<InitialAnswer[]> {
  const answered = await Promise.all(
    calls.map(async ({ call, body }) => {
      const { http, data } = await askInProcess(app, call, body);
      return http === 200 && data.status === 1 ? { call, body, answer: data } : undefined;
    }),
  );
  return answered.filter((a) => a !== undefined);
}

/** A data block (never run, so the CSP allows it) that no product name can close early. */
export function initialDataTag(answers: InitialAnswer[]): string[] {
  if (answers.length === 0) return [];
  return [`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${safeJson(answers)}</script>`];
}

/** The answer one call got, when it is among them: the page head reads it instead of the database. */
export function initialAnswerOf<T>(answers: InitialAnswer[], call: string): T | undefined {
  return answers.find((a) => a.call === call)?.answer as T | undefined;
}

/** The first product image of the listing's first card: the largest paint of a listing page. */
export function listingLcpImage(answers: InitialAnswer[]): string | undefined {
  const listing = initialAnswerOf<{ products?: { variants: { image: string[] }[] }[] }>(
    answers,
    'product_get',
  );
  return listing?.products?.[0]?.variants.flatMap((v) => v.image).find(Boolean);
}
