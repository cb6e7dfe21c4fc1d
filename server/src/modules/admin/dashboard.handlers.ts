import { adminDashboardGet } from '@shop/contract/admin/dashboard.calls';
import { handle } from '../../http/call-handler.ts';
import { readDashboard } from './dashboard.service.ts';

export const dashboardHandlers = [handle(adminDashboardGet, async (_input, { db }) => readDashboard(db))];
