import { InlineScript } from '../../html/trusted.js';
import { serviceName } from '../../integrations/registry.js';
import type { ProgressView } from '../../transfers/progressView.js';
import { ActionLinks, WizardLayout, type Action } from './layout.js';

// `ProgressPage`: a transfer under way. The phases by name, the playlist under way, a bar of all
// the work, the time left from the measured rate, and a way to stop it (asked on a page of its own).

export interface ProgressPageProps {
  base: string;
  transferId: string;
  destination: string;
  view: ProgressView;
  back: Action[];
}

// The page polls a cheap read about every second and reloads itself into the summary when the
// transfer ends. Screen readers hear a phase when it begins and every quarter of the way, not
// every number.
const POLL_PROGRESS = `
(() => {
  const { url, phase, percent, finished } = JSON.parse(document.currentScript.dataset.json);
  let last = { phase, quarter: Math.floor(percent / 25) };
  let failures = 0;
  const $ = (id) => document.getElementById(id);
  const draw = (v) => {
    $('headline').textContent = v.headline;
    $('headline').dataset.status = v.status;
    $('bar').setAttribute('aria-valuenow', String(v.percent));
    $('bar').setAttribute('aria-valuetext', v.percent + '%');
    $('bar').firstElementChild.style.width = v.percent + '%';
    $('detail').textContent = v.detail;
    $('time-left').textContent = v.timeLeft || '';
    // Once asked to stop, there is nothing more to ask.
    if ($('stop')) $('stop').hidden = v.stopping;
    for (const s of v.steps) {
      const li = document.querySelector('[data-step="' + s.id + '"]');
      li.dataset.state = s.state;
      if (s.state === 'current') li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
      li.lastElementChild.textContent = s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (under way)' : '';
    }
    document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1);
    // Said once per phase and every quarter of the way: a screen reader is not read every count.
    const quarter = Math.floor(v.percent / 25);
    if (v.phase !== last.phase) $('announce').textContent = v.headline;
    else if (quarter > last.quarter) $('announce').textContent = v.percent + '% done. ' + (v.timeLeft || '');
    last = { phase: v.phase, quarter };
  };
  const tick = async () => {
    try {
      const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (res.status === 401 || res.status === 404) { location.reload(); return; }
      if (!res.ok) throw new Error(String(res.status));
      const v = await res.json();
      failures = 0;
      draw(v);
      if (v.finished) { $('announce').textContent = 'Finished. Loading the summary.'; location.reload(); return; }
    } catch {
      failures += 1;
    }
    setTimeout(tick, Math.min(10000, 800 * 2 ** Math.min(failures, 3)));
  };
  if (!finished) setTimeout(tick, 800);
})();
`;

const STATE_WORDS = { done: ' (done)', current: ' (under way)', next: '' };

function Steps(props: { steps: ProgressView['steps'] }) {
  return (
    <ol class="steps" id="steps" aria-label="Steps of the transfer">
      {props.steps.map((s) => (
        <li data-step={s.id} data-state={s.state} aria-current={s.state === 'current' ? 'step' : undefined}>
          {s.label}
          <span class="visually-hidden">{STATE_WORDS[s.state]}</span>
        </li>
      ))}
    </ol>
  );
}

/** Live progress of a transfer, redrawn by its script; without script, a link to see it again. */
export function ProgressPage(props: ProgressPageProps) {
  const v = props.view;
  return (
    <WizardLayout title="Your transfer">
      <h1>Moving your music to {serviceName(props.destination)}</h1>
      <p class="lead" id="keep-going">
        You can close this page; we’ll keep going.
      </p>
      <Steps steps={v.steps} />
      <p id="headline" data-status={v.status}>
        {v.headline}
      </p>
      <p class="visually-hidden" id="bar-label">
        Transfer progress
      </p>
      <div
        class="bar"
        id="bar"
        role="progressbar"
        aria-labelledby="bar-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v.percent}
        aria-valuetext={`${v.percent}%`}
      >
        <div class="fill" style={{ width: `${v.percent}%` }} />
      </div>
      <p id="detail">{v.detail}</p>
      <p id="time-left" class="muted">
        {v.timeLeft ?? ''}
      </p>
      <p id="announce" class="visually-hidden" role="status" aria-live="polite" />
      <noscript>
        <p>
          <a href="">See the latest progress</a>
        </p>
      </noscript>
      <p class="actions" id="stop" hidden={v.stopping}>
        <a class="button" href={`${props.base}/transfers/${props.transferId}/stop`}>
          Stop the transfer
        </a>
      </p>
      <ActionLinks actions={props.back.slice(0, 1)} primary="none" />
      <InlineScript
        code={POLL_PROGRESS}
        data={{
          url: `${props.base}/transfers/${props.transferId}/progress`,
          phase: v.phase,
          percent: v.percent,
          finished: v.finished,
        }}
      />
    </WizardLayout>
  );
}
