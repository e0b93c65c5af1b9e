import { ScrollBox } from './blocks.js';
import type { ErrorCode } from './errorCodes.js';

/** The table of every error code: a code's anchor (`#code-…`) is on its first row, when it comes under two statuses. */
export function ErrorCodesTable({ codes }: { codes: ErrorCode[] }) {
  const anchored = new Set<string>();
  const anchor = (code: string) => (anchored.has(code) ? undefined : (anchored.add(code), `code-${code}`));
  return (
    <ScrollBox label="Error codes">
      <table class="codes">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((e) => (
            <tr>
              <td>{e.status}</td>
              <td id={anchor(e.code)}>
                <code>{e.code}</code>
              </td>
              <td>{e.messages.length ? e.messages.map((m, i) => [i > 0 && <br />, m]) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
