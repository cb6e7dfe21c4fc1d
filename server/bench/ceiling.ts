import { recordAnswer, serveBareAnswer } from './bare-answer.ts';
import type { LoadResult } from './load.ts';
import { offThread } from './off-thread.ts';
import { combineRounds, type RatioSpread, ratioSpread } from './rounds.ts';

/** Alternating rounds of the call and its ceiling: the machine's ups and downs fall on both. */
const ROUNDS = 4;

export interface CallBesideCeiling {
  result: LoadResult;
  ceiling: number;
  spread: RatioSpread;
}

/**
 * Loads a call beside its ceiling: a Fastify server of its own, as the real one is, sending a real
 * answer of this call pre-encoded, byte for byte with the same headers (compressed when the call
 * was), so it does the least any server could do for that answer. Call and ceiling alternate in
 * short rounds (A, B, A, B…) so neither gets the quieter moment; the call's row sums up its rounds.
 */
export async function loadBesideCeiling(
  name: string,
  url: string,
  body: object,
  seconds: number,
): Promise<CallBesideCeiling> {
  const bare = await serveBareAnswer(await recordAnswer(url, body));
  const secondsPerRound = Math.max(1, Math.round(seconds / 2));
  try {
    const calls: LoadResult[] = [];
    const ceilings: LoadResult[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      calls.push(await offThread({ kind: 'post', name, url, body, seconds: secondsPerRound }));
      ceilings.push(
        await offThread({ kind: 'post', name: 'ceiling', url: bare.url, body, seconds: secondsPerRound }),
      );
    }
    const result = combineRounds(calls, secondsPerRound);
    return {
      result,
      ceiling: combineRounds(ceilings, secondsPerRound).requestsPerSecond,
      spread: ratioSpread(calls.map((call, i) => [call.requestsPerSecond, ceilings[i]!.requestsPerSecond])),
    };
  } finally {
    bare.stop();
  }
}
