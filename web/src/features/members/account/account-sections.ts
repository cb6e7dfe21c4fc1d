/** The parts of /my-account, each at `?section=`; the overview needs no parameter. */
export const ACCOUNT_SECTIONS = [
  'overview',
  'points',
  'orders',
  'subscriptions',
  'items',
  'vouchers',
  'addresses',
  'security',
  'password',
  'privacy',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function sectionFromQuery(value: string | null): AccountSection {
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value ?? '')
    ? (value as AccountSection)
    : 'overview';
}

export const sectionHref = (section: AccountSection) =>
  section === 'overview' ? '/my-account' : `/my-account?section=${section}`;
