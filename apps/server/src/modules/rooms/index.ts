/** The public face of rooms: the socket handlers that join and leave rooms through their policies. */
export { roomHandlers } from './rooms.handlers';
