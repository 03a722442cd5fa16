/** Job discovery (issue 11): the job search and a job's page. */
export { jobSearchRoutes } from './routes';
