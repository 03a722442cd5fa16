export { companyRoutes } from './routes';
export { companyUrl } from './paths';
