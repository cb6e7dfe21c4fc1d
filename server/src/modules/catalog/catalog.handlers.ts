import { categoryGet } from '@shop/contract/catalog/category.calls';
import { handle } from '../../http/call-handler.ts';
import { listCategoryTree } from './category.repo.ts';

export const catalogHandlers = [
  handle(categoryGet, async (input, { db }) => ({ categories: await listCategoryTree(db, input) })),
];
