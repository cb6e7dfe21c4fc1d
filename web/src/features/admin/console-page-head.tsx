import type { ReactNode } from 'react';
import { useConsoleTitle } from './use-console-title.ts';

/** A console page's heading (also the tab's title), with room for its actions on the right. */
export function ConsolePageHead({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  useConsoleTitle(title);
  return (
    <div className="console-head">
      <div>
        <h1 className="console-head__title">{title}</h1>
        {lead && <p className="console-head__lead">{lead}</p>}
      </div>
      {actions && <div className="console-head__actions">{actions}</div>}
    </div>
  );
}
