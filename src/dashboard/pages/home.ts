import { chart } from '../layout.js';

export interface HomeFacts {
  users: number;
  running: number;
  days: { day: string; transfers: number; matched: number; total: number }[];
}

/** Home: connected users, running transfers, and the last two weeks of transfers and match rate. */
export function homeBody(facts: HomeFacts): string {
  const days = facts.days.map((d) => ({
    day: d.day,
    transfers: d.transfers,
    matchRate: d.total ? d.matched / d.total : null,
  }));
  return `<p>${facts.users} connected users · ${facts.running} transfers running</p>
<section><h2>Transfers and match rate</h2>${chart(days)}</section>`;
}
