/** Job posting (issue 10): the employer's jobs home and the posting steps. */
export { jobPostingRoutes } from './routes';
