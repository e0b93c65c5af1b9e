import type { ComponentChildren } from 'preact';
import { InlineStyle } from '../../html/trusted.js';
import { HostedPage } from '../../pages/hostedPage.js';

// The frame of every wizard page and the pieces they share: `WizardLayout`, `ActionLinks`,
// `ErrorNotice`, with the `Action` they draw and `backAction`, `dayOf`.

// Every control is at least 44 px high and nothing is wider than a 390 px phone; colours keep
// WCAG AA contrast (text 4.5:1, borders of controls 3:1).
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{line-height:1.45}
a{color:#0b57d0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
h1{overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:1.4rem 0 .5rem}
.muted{color:#595959;font-size:.9rem}
.lead{font-size:1.05rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1rem;
  border:1px solid #1c1c1e;border-radius:.5rem;background:#fff;color:#1c1c1e;font:inherit;font-weight:600;
  text-decoration:none;text-align:center;cursor:pointer;margin:0}
button.primary,.button.primary{background:#1c1c1e;color:#fff}
button:disabled{opacity:.6;cursor:default}
button.small{min-height:2.75rem;padding:.35rem .8rem;font-size:.95rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:.8rem 0}
.notice{padding:.7rem .9rem;border:1px solid;border-left-width:.4rem;border-radius:.4rem;margin:1rem 0}
.notice p{margin:.2rem 0}
.notice.error{background:#fdecee;border-color:#b00020;color:#7a0016}
.notice.success{background:#e9f6ea;border-color:#2e7d32;color:#173d1a}
.notice .actions{margin-bottom:.2rem}
.side{border:1px solid #d0d0d5;border-radius:.6rem;padding:.8rem 1rem;margin:.8rem 0}
.side h2{font-size:1rem;margin:.1rem 0 .5rem}
.side p{margin:.3rem 0}
.account{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}
.account p{overflow-wrap:anywhere}
.choices{list-style:none;padding:0;margin:.6rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.choices li{display:flex;min-width:0}
.choices a{display:flex;flex:1;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem .7rem;
  border:1px solid #6e6e73;border-radius:.5rem;background:#fff;color:#1c1c1e;text-decoration:none;font-weight:600;
  text-align:center;overflow-wrap:anywhere}
.choices a:hover{border-color:#1c1c1e;background:#f2f2f7}
.choices .tile{width:auto;max-width:100%}
fieldset{border:1px solid #d0d0d5;border-radius:.6rem;margin:.8rem 0;padding:.5rem .9rem .7rem;min-width:0}
legend{font-weight:600;padding:0 .3rem}
.bulk{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.3rem 0 .5rem}
.bulk output{flex-basis:100%}
.checks{list-style:none;padding:0;margin:.2rem 0}
.checks label{display:flex;align-items:center;gap:.6rem;min-height:2.75rem;padding:.2rem 0;overflow-wrap:anywhere;cursor:pointer}
.checks input{width:1.3rem;height:1.3rem;margin:0;flex:none}
.checks .muted{margin-left:.2rem;white-space:nowrap}
.checks label.off{color:#595959;cursor:default}
.checks .off .muted{white-space:normal}
.left-out{padding-left:1.2rem;margin:.4rem 0}
.left-out li{margin:.2rem 0;overflow-wrap:anywhere}
.steps{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.5rem}
.steps li{display:flex;align-items:center;gap:.6rem;color:#595959}
.steps li::before{content:'';width:1.3rem;height:1.3rem;border-radius:50%;border:2px solid #8e8e93;flex:none}
.steps li[data-state=done]{color:#1c1c1e}
.steps li[data-state=done]::before{border-color:#2e7d32;background:#2e7d32 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='white' stroke-width='2'/%3E%3C/svg%3E") center/80% no-repeat}
.steps li[data-state=current]{color:#1c1c1e;font-weight:600}
.steps li[data-state=current]::before{border-color:#0b57d0;background:radial-gradient(circle,#0b57d0 0 40%,transparent 45%)}
.bar{height:1.1rem;border-radius:.55rem;background:#e5e5ea;border:1px solid #8e8e93;overflow:hidden;margin:.6rem 0}
.bar .fill{height:100%;width:0;background:#0b57d0;transition:width .9s linear}
#headline{font-weight:600;overflow-wrap:anywhere;margin:.8rem 0 .2rem}
#detail,#time-left{margin:.2rem 0}
.created{padding-left:1.2rem}
.created li{margin:.35rem 0;overflow-wrap:anywhere}
.totals{list-style:none;padding:0;margin:.5rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:.4rem}
.totals li{display:flex;justify-content:space-between;align-items:baseline;gap:.6rem;padding:.45rem .7rem;background:#f2f2f7;border-radius:.4rem}
.totals strong{flex:none;white-space:nowrap;overflow-wrap:normal}
details.group{border:1px solid #d0d0d5;border-radius:.6rem;margin:.6rem 0;padding:0 .9rem}
details.group>summary{cursor:pointer;padding:.7rem 0;font-weight:600;overflow-wrap:anywhere}
details.group>summary .muted{font-weight:400}
.items{list-style:none;padding:0;margin:0 0 .6rem}
.items>li{border-top:1px solid #e5e5ea;padding:.6rem 0}
.items p{margin:.2rem 0;overflow-wrap:anywhere}
.items form{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.4rem 0 .1rem}
.reason{font-weight:600}
.chosen{color:#173d1a;font-weight:600}
`;

/** A link or a form-less way forward; the first of a list is the main one. */
export interface Action {
  href: string;
  label: string;
}

/** Back to the partner, when the session knows where that is. */
export function backAction(back: { returnUrl: string | null; partner: string | null }): Action[] {
  return back.returnUrl ? [{ href: back.returnUrl, label: `Back to ${back.partner ?? 'the app'}` }] : [];
}

/** A day as people read it, the same wherever the server runs. */
export const dayOf = (at: Date) =>
  at.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A wizard page in the shared layout, with the wizard's own style; `head` adds a page's own. */
export function WizardLayout(props: { title: string; head?: ComponentChildren; children: ComponentChildren }) {
  return (
    <HostedPage
      title={props.title}
      head={
        <>
          <InlineStyle css={STYLE} />
          {props.head}
        </>
      }
    >
      {props.children}
    </HostedPage>
  );
}

/** One way forward drawn as a button. */
export function ActionLink(props: { action: Action; primary?: boolean }) {
  return (
    <a class={props.primary ? 'button primary' : 'button'} href={props.action.href}>
      {props.action.label}
    </a>
  );
}

/** Ways forward in a row of buttons; `primary` says which look like the main one (the first, unless told). */
export function ActionLinks(props: { actions: Action[]; primary?: 'first' | 'all' | 'none' }) {
  if (!props.actions.length) return null;
  const primary = props.primary ?? 'first';
  return (
    <p class="actions">
      {props.actions.map((action, i) => (
        <ActionLink action={action} primary={primary === 'all' || (primary === 'first' && i === 0)} />
      ))}
    </p>
  );
}

/** An error, in plain words, with every way forward the wizard knows. */
export function ErrorNotice(props: { message: string; actions: Action[]; title?: string; id?: string }) {
  return (
    <div class="notice error" role="alert" id={props.id} tabIndex={props.id ? -1 : undefined}>
      {props.title && (
        <p>
          <strong>{props.title}</strong>
        </p>
      )}
      <p>{props.message}</p>
      <ActionLinks actions={props.actions} />
    </div>
  );
}
