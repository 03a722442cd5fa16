/** Responses (issue 13): the company's team reads the applications to its jobs and moves them along the pipeline. */
export { responsesRoutes } from './routes';
