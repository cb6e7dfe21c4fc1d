/** Every console page's path, built in one place so links and the section list never disagree. */
export const adminPaths = {
  dashboard: () => '/admin',
  orders: (query?: string) => (query ? `/admin/orders?${query}` : '/admin/orders'),
  order: (orderId: number) => `/admin/orders/${orderId}`,
  pickList: (date?: string) => (date ? `/admin/pick-list?date=${date}` : '/admin/pick-list'),
  members: () => '/admin/members',
  member: (memberId: number) => `/admin/members/${memberId}`,
  audit: () => '/admin/audit',
  security: () => '/admin/security',
} as const;
