export { notFoundRoute, publicRoutes } from './routes';
