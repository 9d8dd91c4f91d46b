/** The public face of lessons: code outside the module imports only this file (lint enforces it). */
export { lessonRoutes } from './lessons.routes';
/** For the boards module: authorizes a lesson's pages ('owner' writes, 'reader' looks, null refused). */
export { lessonAccess, loadLessonFor, type LoadedLesson } from './lesson-access';
export type { LessonRight } from './lessons.policy';
