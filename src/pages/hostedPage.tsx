import type { ComponentChildren } from 'preact';
import { InlineStyle } from '../html/trusted.js';

/**
 * Our icon, inline: a page without one makes the browser ask for `/favicon.ico`, which is no page
 * of ours (and at the root of APP_URL would be read as a partner's slug).
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1c1c1e"/>' +
    '<circle cx="12" cy="22" r="4.5" fill="#fff"/><rect x="14.5" y="7" width="3" height="15" fill="#fff"/>' +
    '<rect x="14.5" y="7" width="9" height="3" rx="1" fill="#fff"/></svg>',
)}`;

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1c1c1e;line-height:1.45;overflow-wrap:anywhere}
h1{font-size:1.5rem;line-height:1.25}.services{list-style:none;padding:0;display:grid;gap:.6rem}
.services li{position:relative;display:flex;align-items:center;gap:.9rem;padding:.9rem 1rem;border:1px solid #d0d0d5;border-radius:.6rem}
.services li:hover{border-color:#555}.services li:focus-within{outline:3px solid #1a5fb4;outline-offset:2px}
.services a{display:block;text-decoration:none;color:inherit;font-weight:600}.services a:focus-visible{outline:none}
.services a::after{content:"";position:absolute;inset:0;border-radius:.6rem}.services .access{margin:.2rem 0 0;font-size:.9rem;color:#555}
.mark{flex:none;display:block}.tile{display:inline-flex;flex-direction:column;align-items:center;gap:.3rem;flex:none;width:6.5rem;text-align:center}
.tile-name{font-size:.85rem;font-weight:600;line-height:1.2;overflow-wrap:break-word}.headline{display:flex;align-items:center;gap:.8rem}.headline h1{margin:.6rem 0}
.logo{max-height:3rem;max-width:100%}.error{color:#b00020}.muted{color:#666;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1.2rem 0}.actions .button{margin:0}
.button{display:inline-block;box-sizing:border-box;max-width:100%;min-height:2.75rem;padding:.7rem 1.1rem;margin:.2rem .4rem .2rem 0;border:1px solid #1c1c1e;border-radius:.6rem;background:#1c1c1e;color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.button.secondary{background:#fff;color:#1c1c1e}.button:disabled{opacity:.5;cursor:default}
.button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}[hidden]{display:none!important}
`;

/**
 * A hosted page: one layout for the sign-in, the transfer wizard and the home. `head` adds what a
 * page needs in its head (its own style), `children` is the body.
 */
export function HostedPage(props: { title: string; head?: ComponentChildren; children: ComponentChildren }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <link rel="icon" href={FAVICON} />
        <InlineStyle css={STYLE} />
        {props.head}
      </head>
      <body>{props.children}</body>
    </html>
  );
}
