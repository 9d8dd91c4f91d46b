import type { Institute, InstituteListItem, InstituteRequest } from '@bright/contracts';
import { knownRoles } from '../../lib/roles';
import type { RequestRow } from './institute-requests.queries';
import type { InstituteRow } from './institutes.queries';

export function toInstituteListItem(
  row: { roles: string[]; isDefault: boolean; institute: InstituteRow },
  currentInstituteId: string | null,
): InstituteListItem {
  return {
    instituteId: row.institute.id,
    instituteKneuraId: row.institute.kneuraId,
    name: row.institute.name,
    roles: knownRoles(row.roles),
    isDefault: row.isDefault,
    isCurrent: row.institute.id === currentInstituteId,
  };
}

export function toInstitute(row: InstituteRow, canEdit: boolean): Institute {
  return {
    instituteId: row.id,
    instituteKneuraId: row.kneuraId,
    name: row.name,
    address: row.address,
    contactNumber: row.contactNumber,
    abilities: { canEdit },
  };
}

export function toInstituteRequest(row: RequestRow): InstituteRequest {
  return {
    requestId: row.id,
    instituteId: row.instituteId,
    instituteKneuraId: row.instituteKneuraId,
    instituteName: row.instituteName,
    userId: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
