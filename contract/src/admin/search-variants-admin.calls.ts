import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

/**
 * A spelling shoppers type (耶加雪啡, dripbag, 肯尼亞) and what it means (耶加雪菲, drip bag, 肯亞):
 * search treats them as one. The term is one word, since a keyword is matched word by word; neither
 * side may hold a LIKE operator (% _ \), and the meaning may not contain the term.
 */
export const searchVariantRow = z.object({ id: z.number().int(), term: z.string(), means: z.string() });

const variantsAnswer = z.object({ variants: z.array(searchVariantRow), ...notice });

const noLikeOperator = (value: string) => !/[%_\\]/.test(value);

export const adminSearchVariantList = defineCall({
  name: 'admin_search_variant_list',
  auth: 'staff',
  input: z.object({}),
  output: variantsAnswer,
});

/** Adds a spelling; every product's search text is folded again in the same transaction. */
export const adminSearchVariantAdd = defineCall({
  name: 'admin_search_variant_add',
  auth: 'staff',
  input: z
    .object({
      term: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .refine((t) => !/\s/.test(t), 'One word, without spaces')
        .refine(noLikeOperator, 'Without % _ or \\'),
      means: z.string().trim().min(1).max(60).refine(noLikeOperator, 'Without % _ or \\'),
    })
    .refine((v) => !v.means.toLowerCase().includes(v.term.toLowerCase()), {
      message: 'The meaning may not contain the term',
      path: ['means'],
    }),
  output: variantsAnswer,
});

export const adminSearchVariantDelete = defineCall({
  name: 'admin_search_variant_delete',
  auth: 'staff',
  input: z.object({ id: z.number().int().positive().max(2_147_483_647) }),
  output: variantsAnswer,
});
