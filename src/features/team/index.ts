/** Team members (issue 10): the company's team page and the invitation's join page. */
export { teamRoutes } from './routes';
