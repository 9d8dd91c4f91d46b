/** The public face of the live quiz: its routes and `/live-quiz` socket namespace. */
export { liveQuizRoutes } from './live-quiz.routes';
/** The filter a guest's nickname passes (the benchmark makes names it lets through). */
export { cleanNickname } from './live-quiz.nickname';
