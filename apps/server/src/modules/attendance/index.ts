/** The public face of attendance: code outside the module imports only this file (lint enforces it). */
export { attendanceRoutes } from './attendance.routes';
export { seedDemoAttendance } from './attendance.demo-seed';
