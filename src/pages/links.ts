// The dashboard's one-use links, as emails carry them and the admin command prints them: they start
// at APP_URL (its origin, and the dashboard's path under it), never at a request's Host.

/** Where the dashboard is served. */
export interface DashboardAddress {
  /** Origin of APP_URL. */
  appOrigin: string;
  /** Path of the dashboard on that origin, e.g. `/connect/dashboard`. */
  base: string;
}

/** Where the dashboard is served for this APP_URL. */
export function dashboardAddress(appUrl: string): DashboardAddress {
  const url = new URL(appUrl);
  return { appOrigin: url.origin, base: `${url.pathname.replace(/\/+$/, '')}/dashboard` };
}

/** A one-use link to the dashboard's page at `path`, its token in the query. */
export function tokenLink(at: DashboardAddress, path: string, token: string): string {
  return `${at.appOrigin}${at.base}${path}?token=${encodeURIComponent(token)}`;
}
