import type { ComponentChildren } from 'preact';

/** What a screen reader calls a block of each language the docs write code in. */
const LANGUAGE_NAMES: Record<string, string> = {
  ts: 'TypeScript',
  sh: 'Shell',
  json: 'JSON',
  http: 'HTTP',
};

/** A code block that scrolls inside itself, reachable by keyboard. */
export function CodeBlock(props: { code: string; lang?: string }) {
  const { code, lang } = props;
  return (
    <pre tabIndex={0} role="region" aria-label={lang ? `${LANGUAGE_NAMES[lang] ?? lang} code` : 'Code'}>
      <code class={lang ? `language-${lang}` : undefined}>{code.replace(/\n$/, '')}</code>
    </pre>
  );
}

/** A wide table scrolls inside its own box, never the page; the box takes the keyboard. */
export function ScrollBox(props: { label: string; children: ComponentChildren }) {
  return (
    <div class="scroll" tabIndex={0} role="region" aria-label={props.label}>
      {props.children}
    </div>
  );
}
