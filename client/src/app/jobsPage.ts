// The job queue's failures page: its path and who sees it, apart from the page so the profile menu
// does not load the page's code.
export const JOBS_PATH = '/hatterfeladatok.html';
/** No group holds it: the centre's administrators (superusers) see the page. */
export const JOBS_PERMISSION = 'core.can_see_jobs';
