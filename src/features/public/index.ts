export { notFoundRoute, publicRoutes } from './routes';
export { serviceUnavailablePath } from './serviceUnavailable';
