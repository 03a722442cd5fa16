/** Employer analytics (issue 13): the company's views, applications, shortlists and hires, by month and now. */
export { analyticsRoutes } from './routes';
