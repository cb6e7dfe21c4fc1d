import { useTranslation } from 'react-i18next';
import { type RouteObject, useRoutes } from 'react-router';
import { ConsoleLayout } from '../../../features/admin/console-layout.tsx';
import type { ConsoleNavItem } from '../../../features/admin/console-nav.tsx';
import { ConsoleNotFound, OwnerOnly } from '../../../features/admin/console-notices.tsx';
import { StaffGate } from '../../../features/admin/staff-gate.tsx';
import { useStaffRole } from '../../../features/admin/use-staff-session.ts';
import { paths } from '../../../shared/paths.ts';
import { CONSOLE_SECTIONS } from './console-sections.tsx';

const join = (...parts: string[]) => parts.filter(Boolean).join('/');

/** The signed-in console: the sections this role may see, in its own frame. */
function Console() {
  const { t } = useTranslation('admin');
  const role = useStaffRole();
  const sections = CONSOLE_SECTIONS.filter((section) => !section.ownerOnly || role === 'owner');
  const nav: ConsoleNavItem[] = sections.map((section) => ({
    to: join(paths.admin(), section.path),
    label: t(section.label),
    icon: section.icon,
    end: section.path === '',
  }));
  const pages: RouteObject[] = CONSOLE_SECTIONS.flatMap((section) =>
    section.pages.map((page) => ({
      path: join(section.path, page.path),
      element: section.ownerOnly ? <OwnerOnly>{page.element}</OwnerOnly> : page.element,
    })),
  );
  return useRoutes([
    {
      element: <ConsoleLayout nav={nav} />,
      children: [...pages, { path: '*', element: <ConsoleNotFound /> }],
    },
  ]);
}

/** /admin/*: the staff console, its own lazily loaded part with its own sign-in. */
export default function StaffConsole() {
  return (
    <StaffGate>
      <Console />
    </StaffGate>
  );
}
