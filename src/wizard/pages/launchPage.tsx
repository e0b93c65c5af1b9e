import { InlineScript } from '../../html/trusted.js';
import { WizardLayout } from './layout.js';

// `LaunchPage`: where a launch link lands. The code is in the fragment, which never reaches a
// server; the page's script trades it once for the wizard's session, then opens the wizard.

const TRADE_CODE = `
(async () => {
  const { launch, wizard } = JSON.parse(document.currentScript.dataset.json);
  const code = new URLSearchParams(location.hash.slice(1)).get('code');
  history.replaceState(null, '', location.pathname);
  const status = document.getElementById('status');
  const show = (title, message, actions) => {
    const box = document.createElement('div');
    box.className = 'notice error';
    box.setAttribute('role', 'alert');
    const strong = document.createElement('strong');
    strong.textContent = title;
    const head = document.createElement('p');
    head.append(strong);
    const text = document.createElement('p');
    text.textContent = message;
    box.append(head, text);
    const links = document.createElement('p');
    links.className = 'actions';
    actions.forEach((a, i) => {
      const link = document.createElement('a');
      link.className = i === 0 ? 'button primary' : 'button';
      link.href = a.href;
      link.textContent = a.label;
      links.append(link);
    });
    if (actions.length) box.append(links);
    status.className = 'error';
    status.replaceChildren(box);
  };
  if (!code) {
    show('This link is incomplete', 'Part of the link is missing, so we can’t open your transfer. Go back to the app you came from and start the transfer again.', []);
    return;
  }
  let res;
  try {
    res = await fetch(launch, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }), credentials: 'same-origin' });
  } catch {
    show('We couldn’t reach our server', 'Check your connection and try again.', [{ href: location.pathname + '#code=' + encodeURIComponent(code), label: 'Try again' }]);
    return;
  }
  if (res.ok) { location.replace(wizard); return; }
  const body = await res.json().catch(() => ({}));
  const known = (body.details || [])[0] || {};
  const back = typeof known.returnUrl === 'string' && /^https?:\\/\\//.test(known.returnUrl)
    ? [{ href: known.returnUrl, label: 'Back to ' + (known.partner || 'the app') }] : [];
  if (res.status === 410) {
    show('This link was already used or has expired', 'Each transfer link works once and for 15 minutes. ' + (back.length ? 'Go back to ' + (known.partner || 'the app') + ' and start the transfer again to get a new one.' : 'Go back to the app you came from and start the transfer again to get a new one.'), back);
    return;
  }
  show('Something went wrong', 'We couldn’t open your transfer. Try again in a moment.', [{ href: location.pathname + '#code=' + encodeURIComponent(code), label: 'Try again' }, ...back]);
})();
`;

export interface LaunchPageProps {
  /** The wizard's base path. */
  base: string;
}

/** The launch page: it trades the fragment's code once, then opens the wizard. */
export function LaunchPage(props: LaunchPageProps) {
  return (
    <WizardLayout title="Move your music">
      <h1>Move your music</h1>
      <div id="status">
        <p>Opening your transfer…</p>
      </div>
      <InlineScript code={TRADE_CODE} data={{ launch: `${props.base}/launch`, wizard: `${props.base}/wizard` }} />
    </WizardLayout>
  );
}
