export { GameLanes } from './GameLanes';
