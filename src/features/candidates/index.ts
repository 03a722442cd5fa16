/**
 * Candidates (issue 13): a company's team finds the best candidates for its jobs, opens their profiles (which the
 * candidate is told of), and lists the candidates it viewed.
 */
export { candidatesRoutes } from './routes';
