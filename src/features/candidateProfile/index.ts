export { candidateProfileRoutes } from './routes';
export { candidateProfileUrl } from './paths';
