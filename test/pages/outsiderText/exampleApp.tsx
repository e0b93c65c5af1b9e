import {
  CallbackPage,
  HomePage,
  SignInFailedPage,
  SignInRefusedPage,
  TransferRefusedPage,
} from '../../../examples/partner-app/pages.js';
import type { PageCase } from './cases.js';

// The example partner app's pages. Outsiders write the callback's query (anyone can type one, and
// the page shows what it carried), the error a sign-in came back with, the webhooks' event types,
// and what our API answers (a refusal's code and message, the connected users' ids).

export const cases: PageCase[] = [
  {
    name: 'home (nothing connected yet)',
    render: () => <HomePage apiUrl="https://api.music.example" webhooksRegistered={false} users={{}} webhooks={[]} />,
  },
  {
    name: 'home (both users connected, webhooks received)',
    render: (text) => (
      <HomePage
        apiUrl={`https://api.music.example/${text}`}
        webhooksRegistered
        users={{ spotify: text, deezer: text }}
        webhooks={[
          { type: text, receivedAt: text },
          { type: 'transfer.completed', receivedAt: '2026-03-01T10:00:00.000Z' },
        ]}
      />
    ),
  },
  {
    name: 'back from the sign-in (the callback’s values)',
    render: (text) => (
      <CallbackPage
        values={[
          ['authModelUUID', text],
          ['integrationUserUUID', text],
          [text, text],
        ]}
      />
    ),
  },
  {
    name: 'sign-in did not finish (the error it came back with)',
    render: (text) => <SignInFailedPage error={text} />,
  },
  {
    name: 'sign-in not accepted',
    render: (text) => <SignInRefusedPage reason={text} />,
  },
  {
    name: 'transfer refused (our API’s code and message)',
    render: (text) => <TransferRefusedPage code={text} message={text} />,
  },
];
