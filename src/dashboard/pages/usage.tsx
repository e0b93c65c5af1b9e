import { serviceName } from '../../integrations/registry.js';
import type { UsageReport } from '../../usage/report.js';
import { Table } from '../components.js';
import type { PageContext } from './context.js';

export const USAGE_PERIODS = { hour: 60, day: 1_440 } as const;
export type UsagePeriod = keyof typeof USAGE_PERIODS;

const count = (n: number) => n.toLocaleString('en');
const percent = (fraction: number) => `${(fraction * 100).toFixed(fraction < 0.1 ? 1 : 0)}%`;
const seconds = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(1)} s`);

function Periods(props: { base: string; period: UsagePeriod }) {
  const periods = Object.keys(USAGE_PERIODS) as UsagePeriod[];
  return (
    <p>
      {periods.map((p, i) => (
        <>
          {i > 0 ? ' · ' : null}
          {p === props.period ? (
            <strong aria-current="true">Last {p}</strong>
          ) : (
            <a href={`${props.base}/usage?period=${p}`}>Last {p}</a>
          )}
        </>
      ))}
    </p>
  );
}

function Share(props: { share: UsageReport['share'] }) {
  const { weight, cap } = props.share;
  return (
    <p id="share">
      Your weight: <strong>{weight}</strong>
      {weight === 1 ? ' (the usual)' : ''}.{' '}
      {cap === null ? (
        'No cap: alone on a service, you may use all of its budget.'
      ) : (
        <>
          Cap: at most <strong>{percent(cap)}</strong> of a service’s budget, even alone.
        </>
      )}{' '}
      The operator of this service sets both.
    </p>
  );
}

function serviceCells(s: UsageReport['services'][number]) {
  return [
    serviceName(s.integrationType),
    count(s.calls),
    <>
      {percent(s.budgetUse)} <span class="muted">of {s.budgetPerSecond} calls/s</span>
    </>,
    s.waits ? (
      <>
        {count(s.waits)} <span class="muted">({seconds(s.waitedMs)} in all)</span>
      </>
    ) : (
      '0'
    ),
    count(s.refused),
    count(s.rateLimited),
  ];
}

/** What the account took of each music service's budget, for the last hour or day. */
export function UsageBody(props: {
  context: PageContext;
  period: UsagePeriod;
  report: Pick<UsageReport, 'share' | 'services'>;
}) {
  const { period, report } = props;
  return (
    <>
      <p>
        Every partner on this service shares one request budget per music service. When several want the same service at
        once, each gets a part in proportion to its weight, and calls your users wait for come before your transfers and
        library copies (which keep a fifth of your part).
      </p>
      <Share share={report.share} />
      <Periods base={props.context.base} period={period} />
      <Table
        id="usage"
        caption={`Music-service budget used in the last ${period}`}
        columns={[
          'Service',
          'Calls',
          'Budget used',
          'Calls that waited',
          'Given up after waiting',
          '429s from the service',
        ]}
        rows={report.services.map((s) => ({
          cells: serviceCells(s),
          attributes: { 'data-service': s.integrationType },
        }))}
        empty="No music service is enabled for your account, and none was called."
      />
      <p class="muted">
        Calls that waited found the budget spent for that second and went out in a later one. Given up after waiting:
        the wait would have been too long, and your app got 429 <code>rateLimited</code>. Counts are kept for 25 hours;{' '}
        <code>GET /public/usage</code> answers the same, minute by minute.
      </p>
    </>
  );
}
