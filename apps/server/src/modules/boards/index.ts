/**
 * The public face of boards: the whiteboard's routes and socket namespace; the slides view of a lesson's
 * pages that lessons read and write (flow/addIWB, flow/getWhiteBoardInfo); the demo boards.
 */
export { boardRoutes } from './boards.routes';
export { readSlides, writeSlides } from './boards.slides';
export { seedDemoBoards } from './boards.demo-seed';
export { addBoardSeat, type BoardSeat } from './board-seats';
