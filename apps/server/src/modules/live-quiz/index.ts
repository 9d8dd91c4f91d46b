/** The public face of the live quiz: its routes and `/live-quiz` socket namespace. */
export { liveQuizRoutes } from './live-quiz.routes';
