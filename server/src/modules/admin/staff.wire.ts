import type { StaffUser } from '@shop/contract/admin/staff-auth.calls';
import type { StaffMember } from './staff.repo.ts';

export function staffToWire(staff: StaffMember): StaffUser {
  return {
    staff_id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    two_factor: staff.twoFactor,
  };
}
