import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CALLS } from './api-calls.ts';

/** The objects a call may answer with: the output itself, or each branch of a many-shaped answer. */
function answerShapes(output: z.ZodType): z.ZodObject[] {
  if (output instanceof z.ZodObject) return [output];
  if (output instanceof z.ZodUnion)
    return output.options.flatMap((option) => answerShapes(option as z.ZodType));
  return [];
}

describe('call outputs', () => {
  it('leave `status` to the envelope, where 1 means the call succeeded', () => {
    const clashing = API_CALLS.filter((def) =>
      answerShapes(def.output).some((shape) => 'status' in shape.shape),
    ).map((def) => def.name);
    expect(clashing).toEqual([]);
  });
});
