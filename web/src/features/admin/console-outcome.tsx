import type { ReactNode } from 'react';
import { consoleErrorMessage } from './console-error.ts';

/**
 * Where a console form says how its call went: the refusal, read out at once, and what was done.
 * Both regions stand empty from the start, so a screen reader hears them when they fill; a form
 * with nothing to report when done leaves `done` out.
 */
export function ConsoleOutcome({ error, done }: { error: unknown; done?: ReactNode }) {
  return (
    <>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
      {done !== undefined && (
        <p className="console-done" role="status">
          {done}
        </p>
      )}
    </>
  );
}
