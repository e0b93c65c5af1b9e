/**
 * The one script of every dashboard page, run under the answer's CSP nonce (no inline handlers).
 * Each page works without it; with it, times read in the viewer's own zone (UTC on hover), secrets
 * get a copy button, and a delivery log refreshes by itself.
 */
export const CLIENT_SCRIPT = `(() => {
  const utc = (d) => d.toISOString().slice(0, 19).replace('T', ' ') + ' UTC';
  const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  const localTimes = (root) => {
    for (const el of root.querySelectorAll('time[datetime]')) {
      const value = el.getAttribute('datetime');
      if (!value.includes('T')) continue;
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) continue;
      el.title = utc(d);
      el.textContent = local.format(d);
    }
  };
  localTimes(document);

  const copyText = async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      const done = document.execCommand('copy');
      area.remove();
      return done;
    }
  };
  for (const button of document.querySelectorAll('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const source = document.getElementById(button.dataset.copy);
      const said = button.parentElement.querySelector('.copied');
      const done = source && (await copyText(source.textContent.trim()));
      if (said) said.textContent = done ? 'Copied.' : 'Could not copy: select the text and copy it.';
    });
  }

  const log = document.querySelector('table[data-poll]');
  if (log) {
    const url = log.dataset.poll;
    const replay = document.getElementById('replay-form');
    const cell = (label, content) => {
      const td = document.createElement('td');
      td.dataset.label = label;
      if (content instanceof Node) td.append(content);
      else td.textContent = content == null ? '' : String(content);
      return td;
    };
    const timeOf = (iso) => {
      if (!iso) return '';
      const t = document.createElement('time');
      t.setAttribute('datetime', iso);
      t.textContent = utc(new Date(iso));
      return t;
    };
    const statusOf = (d) => {
      const box = document.createElement('span');
      box.append(d.statusText);
      if (d.nextRetryAt) {
        box.append(document.createElement('br'), 'next try ', timeOf(d.nextRetryAt));
      }
      return box;
    };
    const render = (data) => {
      const rows = data.deliveries.map((d) => {
        const tr = document.createElement('tr');
        tr.dataset.status = d.status;
        tr.dataset.id = d.id;
        const answer = document.createElement('span');
        answer.append(d.lastStatusCode == null ? '' : String(d.lastStatusCode) + ' ');
        const excerpt = document.createElement('span');
        excerpt.className = 'muted';
        excerpt.textContent = d.lastAnswer || '';
        answer.append(excerpt);
        const event = document.createElement('a');
        event.href = d.detailsUrl;
        event.textContent = d.type;
        event.setAttribute('aria-label', d.type + ': body and answers');
        tr.append(
          cell('Event', event),
          cell('Status', statusOf(d)),
          cell('Attempts', d.attempts),
          cell('Last answer', answer),
          cell('Created', timeOf(d.createdAt)),
        );
        const actions = document.createElement('td');
        actions.className = 'actions';
        if (d.replayUrl && replay) {
          const form = replay.content.firstElementChild.cloneNode(true);
          form.action = d.replayUrl;
          actions.append(form);
        }
        tr.append(actions);
        return tr;
      });
      if (rows.length === 0) {
        const tr = document.createElement('tr');
        const td = cell('Event', 'No deliveries yet.');
        td.colSpan = 6;
        tr.append(td);
        rows.push(tr);
      }
      log.tBodies[0].replaceChildren(...rows);
      const state = document.getElementById('endpoint-state');
      if (state) {
        const p = document.createElement('p');
        p.id = 'endpoint-state';
        p.append(data.endpoint.stateText);
        if (data.endpoint.failingSince) p.append(' Failing since ', timeOf(data.endpoint.failingSince), '.');
        if (data.endpoint.nextRetryAt) p.append(' Next retry ', timeOf(data.endpoint.nextRetryAt), '.');
        state.replaceWith(p);
      }
      localTimes(document);
      const updated = document.getElementById('log-updated');
      if (updated) updated.textContent = 'Updated ' + local.format(new Date()) + '.';
    };
    let timer = null;
    const refresh = async () => {
      if (document.hidden) return;
      try {
        const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
        if (!res.ok || !(res.headers.get('content-type') || '').includes('json')) {
          // Signed out, or the endpoint is gone: the page's own links still work.
          clearInterval(timer);
          return;
        }
        render(await res.json());
      } catch {
        // A dropped connection: the next tick tries again.
      }
    };
    timer = setInterval(refresh, Number(log.dataset.every || 5000));
  }
})();`;
