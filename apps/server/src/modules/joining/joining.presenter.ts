import type { ClassRequest } from '@bright/contracts';
import type { RequestRow } from './joining.queries';

export function toClassRequest(row: RequestRow): ClassRequest {
  return {
    requestId: row.id,
    classId: row.classId,
    className: row.className,
    userId: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
