export { startTracking } from './start';
