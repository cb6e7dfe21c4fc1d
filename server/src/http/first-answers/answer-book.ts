import { callKey } from '@shop/contract/call-key';
import type { FastifyInstance } from 'fastify';
import { askInProcess, type FirstAnswer, type InProcessAnswer } from './first-answers.ts';

/**
 * The API as the page renderer sees it: the answers already asked for the page first, anything
 * else asked in process, and every public answer kept, so the page carries exactly what its first
 * screen was rendered from and the browser renders the same from it.
 */
export class AnswerBook {
  private readonly kept = new Map<string, FirstAnswer>();

  constructor(
    private readonly app: FastifyInstance,
    given: FirstAnswer[],
  ) {
    for (const answer of given) this.kept.set(callKey(answer.call, answer.body), answer);
  }

  readonly send = async (
    call: string,
    body: Record<string, unknown>,
    token?: string,
  ): Promise<InProcessAnswer> => {
    const key = callKey(call, body);
    const kept = this.kept.get(key);
    if (kept) return { http: 200, data: kept.answer };
    const asked = await askInProcess(this.app, call, body, token);
    if (!token && asked.http === 200 && asked.data.status === 1) {
      this.kept.set(key, { call, body, answer: asked.data });
    }
    return asked;
  };

  answers(): FirstAnswer[] {
    return [...this.kept.values()];
  }
}
