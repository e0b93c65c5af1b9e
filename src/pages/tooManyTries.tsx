import type { JSX } from 'preact';
import { HostedPage } from './hostedPage.js';

/** The path to try again on, kept on this host: a path starting with `//` or `/\` would be read by the browser as another host. */
export const sameHostPath = (again: string) => `/${again.replace(/^[/\\]+/, '')}`;

/**
 * What a person reads when their address asked for our pages too often in a short time: how long
 * to wait, in the hosted pages' layout. `again` is the path to try again (a page they asked for
 * with GET); it stays on this host whatever it starts with.
 */
export function TooManyTries(props: { seconds: number; again: string | null }) {
  const { seconds, again } = props;
  const wait = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return (
    <HostedPage title="Too many tries">
      <main>
        <h1>Too many tries</h1>
        <p class="error" role="alert">
          Too many tries in a short time. Wait {wait} and try again.
        </p>
        {again !== null && (
          <p class="actions">
            <a class="button" href={sameHostPath(again)}>
              Try again
            </a>
          </p>
        )}
      </main>
    </HostedPage>
  );
}

/** The page over the budget, for `answeredAsPage`. */
export const tooManyTriesPage = (seconds: number, again: string | null): JSX.Element => (
  <TooManyTries seconds={seconds} again={again} />
);
