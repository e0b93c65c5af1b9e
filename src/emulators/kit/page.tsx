import type { ComponentChildren } from 'preact';
import { InlineStyle } from '../../html/trusted.js';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}
input,select,button{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{margin-top:1rem}.error{color:#b00020}.note{color:#555;font-size:.9rem}`;

/** A page of an emulated service (its sign-in form, its authorization window): plain, and none of ours. */
export function EmulatorPage(props: { title: string; children: ComponentChildren }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>{props.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <InlineStyle css={STYLE} />
      </head>
      <body>{props.children}</body>
    </html>
  );
}
