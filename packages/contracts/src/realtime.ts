/** Socket.IO namespaces (ARCHITECTURE.md §2) and their typed event maps. */
export const REALTIME_NAMESPACES = ['/notifications', '/live', '/live-quiz', '/controller'] as const;
export type RealtimeNamespace = (typeof REALTIME_NAMESPACES)[number];

export interface NotificationPush {
  id: string;
  title: string;
  body: string;
  createdAt: string;
}

export interface NotificationServerEvents {
  notification: (push: NotificationPush) => void;
  newMessagesCount: (count: number) => void;
}

/** Rooms are named by access scope and joined only after a policy check. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  class: (classId: string) => `class:${classId}`,
  institute: (instituteId: string) => `institute:${instituteId}`,
};
