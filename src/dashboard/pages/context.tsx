/** What every signed-in page needs to link and post: the dashboard's path and the session's CSRF token. */
export interface PageContext {
  base: string;
  csrf: string;
}
