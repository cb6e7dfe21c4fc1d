import { callKey } from '@shop/contract/call-key';
import type { FastifyInstance } from 'fastify';
import { askInProcess, type InitialAnswer, type InProcessAnswer } from './initial-data.ts';

/**
 * The API as the page renderer sees it: the answers already asked for the page first, anything
 * else asked in process, and every public answer collected, so the page's initial data is exactly
 * what its first screen was rendered from and the browser hydrates the same screen from it.
 */
export class InitialDataCollector {
  private readonly collected = new Map<string, InitialAnswer>();

  constructor(
    private readonly app: FastifyInstance,
    given: InitialAnswer[],
  ) {
    for (const answer of given) this.collected.set(callKey(answer.call, answer.body), answer);
  }

  readonly send = async (
    call: string,
    body: Record<string, unknown>,
    token?: string,
  ): Promise<InProcessAnswer> => {
    const key = callKey(call, body);
    const collected = this.collected.get(key);
    if (collected) return { http: 200, data: collected.answer };
    const asked = await askInProcess(this.app, call, body, token);
    if (!token && asked.http === 200 && asked.data.status === 1) {
      this.collected.set(key, { call, body, answer: asked.data });
    }
    return asked;
  };

  answers(): InitialAnswer[] {
    return [...this.collected.values()];
  }
}
