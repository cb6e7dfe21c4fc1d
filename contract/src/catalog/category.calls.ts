import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { paging } from '../envelope.ts';

const names = {
  category_name_en: z.string(),
  category_name_zh: z.string(),
  category_name_cn: z.string(),
};

export const subCategory = z.object({
  id: z.number().int(),
  ...names,
  parent_primary_category_id: z.number().int(),
});

export const category = z.object({
  id: z.number().int(),
  ...names,
  image: z.string(),
  sub_categories: z.array(subCategory),
});

export const categoryGet = defineCall({
  name: 'category_get',
  auth: 'public',
  input: z.object(paging),
  output: z.object({ categories: z.array(category) }),
});

export type Category = z.infer<typeof category>;
export type SubCategory = z.infer<typeof subCategory>;
