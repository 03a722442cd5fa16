/** Where the newest jobs will be, while they load (in the home page's own chunk: no card code needed). */
import { RECENT_JOBS } from '../api/jobs';

export function JobGridSkeleton() {
  return (
    <ul className="job-grid" aria-hidden="true">
      {Array.from({ length: RECENT_JOBS }, (_, index) => (
        <li key={index} className="skeleton job-grid-skeleton" />
      ))}
    </ul>
  );
}
