import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TestDbKind } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = (process.env.TEST_DB ?? project.config.env?.TEST_DB ?? 'pglite') as TestDbKind;
  const template = await createTemplate(kind, `shop_template_${process.pid}`);
  project.provide('dbTemplate', template);
  return () => dropTemplate(kind, template);
}
