import type { CallDef, CallOutput } from '@shop/contract/calls';
import { type AnswerEncoding, encodeAnswer } from './answer-encoding.ts';

/** The envelope of a successful answer. A handler answering outside its contract is our bug: a 500. */
export function checkedAnswer(call: CallDef, output: unknown): object {
  const checked = call.output.safeParse(output);
  if (!checked.success) throw new Error(`${call.name} broke its output contract: ${checked.error.message}`);
  return { status: 1, ...(checked.data as object) };
}

/**
 * An answer checked and turned into bytes once, for answers a handler keeps and sends many times
 * (listing pages): serializing a 20 KB answer on every request was the largest own cost of
 * `product_get` under load (docs/performance.md). Each encoding a client asks for is made once too,
 * so a repeat only writes bytes.
 */
export class PreparedAnswer<C extends CallDef = CallDef> {
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  private constructor(
    readonly call: C,
    readonly bytes: Buffer,
  ) {}

  static of<C extends CallDef>(call: C, output: CallOutput<C>): PreparedAnswer<C> {
    return new PreparedAnswer(call, Buffer.from(JSON.stringify(checkedAnswer(call, output))));
  }

  encodedAs(encoding: AnswerEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encodeAnswer(this.bytes, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
