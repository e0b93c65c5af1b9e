import { Chart } from './chart.js';

export interface HomeFacts {
  users: number;
  running: number;
  days: { day: string; transfers: number; matched: number; total: number }[];
}

/** Home: connected users, running transfers, and the last two weeks of transfers and match rate. */
export function HomeBody(props: { base: string; facts: HomeFacts }) {
  const { base, facts } = props;
  const days = facts.days.map((d) => ({
    day: d.day,
    transfers: d.transfers,
    matchRate: d.total ? d.matched / d.total : null,
  }));
  const users = `${facts.users} connected ${facts.users === 1 ? 'user' : 'users'}`;
  const running = `${facts.running} ${facts.running === 1 ? 'transfer' : 'transfers'} running`;
  return (
    <>
      <p>
        <a href={`${base}/users`}>{users}</a> · <a href={`${base}/transfers`}>{running}</a>
      </p>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Transfers and match rate</h2>
        <Chart days={days} />
      </section>
    </>
  );
}
