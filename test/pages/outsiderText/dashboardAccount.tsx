import type { ComponentChildren } from 'preact';
import { DashboardPage } from '../../../src/dashboard/components.js';
import type { Flash } from '../../../src/dashboard/flash.js';
import { ConfirmBody, type Confirmation } from '../../../src/dashboard/pages/confirm.js';
import type { PageContext } from '../../../src/dashboard/pages/context.js';
import { HomeBody } from '../../../src/dashboard/pages/home.js';
import { KeysBody, revokeDevTokenKeyConfirmation, revokeKeyConfirmation } from '../../../src/dashboard/pages/keys.js';
import {
  ChooseNewPasswordBody,
  ErrorPage,
  InvitationBody,
  LoginBody,
  PasswordResetRequestBody,
  PasswordResetSentBody,
  PublicPage,
} from '../../../src/dashboard/pages/login.js';
import {
  SettingsBody,
  disableServiceConfirmation,
  removeReturnUrlConfirmation,
} from '../../../src/dashboard/pages/settings.js';
import { TeamBody, endDocsSessionConfirmation, removeMemberConfirmation } from '../../../src/dashboard/pages/team.js';
import {
  TransferBody,
  TransfersBody,
  WindowError,
  type ListedTransfer,
} from '../../../src/dashboard/pages/transfers.js';
import { UsageBody } from '../../../src/dashboard/pages/usage.js';
import { UsersBody, deleteUserConfirmation } from '../../../src/dashboard/pages/users.js';
import type { TransferTally } from '../../../src/transfers/tally.js';
import type { PageCase } from './cases.js';

// The dashboard's frame, sign-in and account pages. Outsiders write the partner's name, the
// addresses people type or are invited with (and the names of the teams they join), the endpoint
// and Return URLs and the logo URL a partner enters, the listeners' names and emails, the partner's
// own ids for its users, the playlists, tracks and artists of a transfer (from the music
// services), a search echoed back, and the words of an outcome that quotes any of these.

const context: PageContext = { base: '/connect/dashboard', csrf: 'csrf-token' };
const { base } = context;
const at = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-01T12:00:00Z');
const TRANSFER_ID = '7c8d9e0f-0000-4000-8000-000000000004';

/** A signed-in page, its outcome box quoting `text` (with a secret to copy when `secret`). */
function page(text: string, title: string, current: string, body: ComponentChildren, flash?: Flash) {
  return (
    <DashboardPage
      base={base}
      title={title}
      account={{ name: text, slug: 'partner' }}
      csrf={context.csrf}
      current={current}
      flash={flash ?? { kind: 'success', text: `Saved: ${text}` }}
    >
      {body}
    </DashboardPage>
  );
}

function confirmation(text: string, current: string, question: Confirmation) {
  return page(
    text,
    question.question,
    current,
    <ConfirmBody
      csrf={context.csrf}
      confirmation={question}
      action={`${base}${current}/x`}
      back={`${base}${current}`}
    />,
  );
}

const link = (text: string) => ({ token: text, csrf: 'form-token', team: text, email: text, minPassword: 12 });

const person = (text: string, id: string, deleted = false) => ({
  id,
  name: text,
  email: `${text}@listeners.example`,
  externalUserId: text,
  integrationType: 'spotify' as const,
  deletedAt: deleted ? at : null,
});

function listed(text: string, id: string, status: 'writing' | 'completed'): ListedTransfer {
  return {
    transfer: {
      id,
      status,
      counts: { total: 10, matched: 8, unmatched: 2, written: 4 },
      sourceService: 'spotify',
      destinationService: 'deezer',
      externalUserId: text,
      createdAt: at,
    },
    progress: {
      status,
      phase: status === 'writing' ? 'writing' : 'completed',
      steps: [],
      headline: text,
      group: text,
      counts: { total: 10, read: 10, found: 8, notMoved: 2, added: 4 },
      detail: `4 of 8 added to ${text}`,
      percent: 85,
      timeLeft: null,
      finished: status === 'completed',
      stopping: false,
    },
    people: {
      source: person(text, '9a1b2c3d-0000-4000-8000-000000000001'),
      destination: person(text, '9a1b2c3d-0000-4000-8000-000000000002', status === 'completed'),
    },
  };
}

const parts = { total: 10, added: 6, alreadyThere: 1, notMoved: 2, notReached: 1, notMovedBy: {} };
const tally: TransferTally = {
  ...parts,
  matched: 8,
  unmatched: 2,
  failed: 0,
  pending: 1,
  groups: [{ groupIndex: 0, ...parts }],
};

function notMoved(text: string, url: string | null, chosenId: string) {
  return {
    transferUuid: TRANSFER_ID,
    title: text,
    artist: text,
    playlistName: text,
    reason: 'noMatch',
    bestGuess: text,
    bestGuessUrl: url,
    status: 'unmatched',
    itemType: 'track',
    matchingPercentage: 55,
    source: {
      id: text,
      entryId: null,
      name: text,
      artists: [text],
      album: text,
      isrc: null,
      durationMs: null,
    },
    group: { type: 'playlist', name: text, sourceId: text },
    bestGuessCandidate: { id: 'guess-1', name: text, artists: [text], album: text },
    chosen: {
      id: chosenId,
      chosenAt: at.toISOString(),
      position: null,
      alreadyThere: false,
      name: text,
      artists: [text],
    },
  } as Parameters<typeof TransferBody>[0]['notMoved'][number];
}

function publicCases(): PageCase[] {
  const show = (title: string, body: ComponentChildren) => (
    <PublicPage base={base} title={title}>
      {body}
    </PublicPage>
  );
  return [
    {
      name: 'sign-in, refused, the typed address kept',
      render: (text) => show('Sign in', <LoginBody base={base} csrf="form-token" email={text} error={text} />),
    },
    {
      name: 'joining by invitation, a password refused',
      render: (text) => show(`Join ${text}`, <InvitationBody {...link(text)} error={text} base={base} />),
    },
    {
      name: 'choosing a new password',
      render: (text) => show('Choose a new password', <ChooseNewPasswordBody {...link(text)} base={base} />),
    },
    {
      name: 'asking for a reset link, refused',
      render: (text) =>
        show(
          'Reset your password',
          <PasswordResetRequestBody base={base} csrf="form-token" mailConfigured email={text} error={text} />,
        ),
    },
    {
      name: 'a reset link sent',
      render: (text) => show('Check your email', <PasswordResetSentBody base={base} email={text} lifeMinutes={60} />),
    },
    {
      name: 'a refusal (an unknown link)',
      render: (text) => <ErrorPage base={base} title="Not done" message={text} signIn />,
    },
  ];
}

const keys = (text: string) => ({
  keys: [
    { clientId: text, name: text, createdAt: at, lastUsedAt: later, revokedAt: null },
    { clientId: `${text}-old`, name: null, createdAt: at, lastUsedAt: null, revokedAt: later },
  ],
  devKeys: [{ kid: text, createdAt: at, revokedAt: null }],
  endpoints: [
    { id: 'e1', url: text, eventTypes: [text], enabled: true, disabledReason: null, failingSince: at.toISOString() },
    {
      id: 'e2',
      url: `https://hooks.example/${text}`,
      eventTypes: null,
      enabled: false,
      disabledReason: 'failing',
      failingSince: null,
    },
  ],
});

const settings = (text: string) => ({
  name: text,
  slug: 'partner',
  logoUrl: text,
  isEvaluationAccount: false,
  isTransferServiceEnabled: true,
  returnUrls: [text, `myapp://${text}`],
  enabledIntegrations: ['spotify', 'deezer'],
  transferDestination: 'deezer',
  learnFromChoices: true,
});

const team = (text: string) => ({
  me: { id: 'm1', role: 'owner' as const },
  team: text,
  mailConfigured: false,
  members: [
    { id: 'm1', email: text, role: 'owner' as const, passwordHash: 'h', invitationExpiresAt: null, lastSignInAt: at },
    {
      id: 'm2',
      email: text,
      role: 'member' as const,
      passwordHash: 'h',
      invitationExpiresAt: null,
      lastSignInAt: null,
    },
    {
      id: 'm3',
      email: text,
      role: 'member' as const,
      passwordHash: null,
      invitationExpiresAt: later,
      lastSignInAt: null,
    },
  ],
  docsSessions: [
    { id: 's1', kind: 'partner' as const, openedBy: text, openedAt: at, expiresAt: later },
    { id: 's2', kind: 'sandbox' as const, openedBy: null, openedAt: at, expiresAt: later },
  ],
});

const users = (text: string) => [
  {
    id: 'u1',
    integrationType: 'spotify',
    externalUserId: text,
    name: text,
    email: text,
    createdAt: at,
    authDataSealed: 's',
  },
  { id: 'u2', integrationType: 'deezer', externalUserId: text, name: null, email: null, createdAt: at },
];

const usage = {
  share: { weight: 2, cap: 0.5 },
  services: [
    {
      integrationType: 'spotify' as const,
      calls: 7,
      budgetUse: 0.05,
      budgetPerSecond: 10,
      waits: 2,
      waitedMs: 800,
      refused: 1,
      rateLimited: 1,
    },
  ],
};

function accountCases(): PageCase[] {
  const days = Array.from({ length: 14 }, (_, i) => ({
    day: `2026-02-${10 + i}`,
    transfers: i % 3,
    matched: 3,
    total: 4,
  }));
  return [
    {
      name: 'home, with the chart',
      render: (text) => page(text, 'Home', '', <HomeBody base={base} facts={{ users: 3, running: 1, days }} />),
    },
    {
      name: 'API and webhooks, a new key’s secret shown',
      render: (text) =>
        page(text, 'API and webhooks', '/keys', <KeysBody context={context} facts={keys(text)} />, {
          kind: 'error',
          text,
          secret: { id: 'client-secret', label: text, value: text },
        }),
    },
    {
      name: 'API and webhooks, a key name refused',
      render: (text) =>
        page(
          text,
          'API and webhooks',
          '/keys',
          <KeysBody context={context} facts={keys(text)} refusedKeyName={{ typed: text, problem: text }} />,
        ),
    },
    {
      name: 'settings',
      render: (text) =>
        page(text, 'Settings', '/settings', <SettingsBody context={context} account={settings(text)} />),
    },
    {
      name: 'settings, a logo refused',
      render: (text) =>
        page(
          text,
          'Settings',
          '/settings',
          <SettingsBody
            context={context}
            account={settings(text)}
            refusedAccount={{ name: text, logoUrl: text, problem: text }}
          />,
        ),
    },
    {
      name: 'settings, a Return URL refused',
      render: (text) =>
        page(
          text,
          'Settings',
          '/settings',
          <SettingsBody context={context} account={settings(text)} refused={{ typed: text, problem: text }} />,
        ),
    },
    {
      name: 'team, as an owner',
      render: (text) => page(text, 'Team', '/team', <TeamBody context={context} facts={team(text)} />),
    },
    {
      name: 'team, as a member',
      render: (text) =>
        page(
          text,
          'Team',
          '/team',
          <TeamBody context={context} facts={{ ...team(text), me: { id: 'm2', role: 'member' } }} />,
        ),
    },
    {
      name: 'connected users, searched',
      render: (text) =>
        page(text, 'Connected users', '/users', <UsersBody context={context} query={text} users={users(text)} />),
    },
    {
      name: 'connected users, nobody found',
      render: (text) =>
        page(text, 'Connected users', '/users', <UsersBody context={context} query={text} users={[]} />),
    },
    {
      name: 'usage',
      render: (text) => page(text, 'Usage', '/usage', <UsageBody context={context} period="day" report={usage} />),
    },
  ];
}

function transferCases(): PageCase[] {
  return [
    {
      name: 'transfers',
      render: (text) =>
        page(
          text,
          'Transfers',
          '/transfers',
          <TransfersBody
            base={base}
            transfers={[
              listed(text, TRANSFER_ID, 'writing'),
              listed(text, `${TRANSFER_ID.slice(0, -1)}5`, 'completed'),
            ]}
            now={later}
          />,
        ),
    },
    {
      name: 'transfers, a window refused',
      render: (text) => page(text, 'Transfers', '/transfers', <WindowError />),
    },
    {
      name: 'one transfer, with what it did not move',
      render: (text) =>
        page(
          text,
          'Transfer 7c8d9e0f',
          '/transfers',
          <TransferBody
            base={base}
            listed={listed(text, TRANSFER_ID, 'writing')}
            groups={[{ group_index: 0, name: text, item_count: 10 }]}
            notMoved={[
              notMoved(text, text, 'chosen-1'),
              notMoved(text, `https://music.example/track/${encodeURIComponent(text)}`, 'guess-1'),
            ]}
            tally={tally}
          />,
        ),
    },
  ];
}

function confirmationCases(): PageCase[] {
  const session = (text: string) => ({
    id: 's1',
    kind: 'partner' as const,
    openedBy: text,
    openedAt: at,
    expiresAt: later,
  });
  return [
    {
      name: 'revoke a key',
      render: (text) =>
        confirmation(
          text,
          '/keys',
          revokeKeyConfirmation({ clientId: text, name: text, createdAt: at, lastUsedAt: later, revokedAt: null }),
        ),
    },
    {
      name: 'revoke a DevToken key',
      render: (text) => confirmation(text, '/keys', revokeDevTokenKeyConfirmation(text)),
    },
    {
      name: 'remove the last Return URL',
      render: (text) => confirmation(text, '/settings', removeReturnUrlConfirmation(text, true)),
    },
    { name: 'turn a service off', render: (text) => confirmation(text, '/settings', disableServiceConfirmation(text)) },
    { name: 'remove a member', render: (text) => confirmation(text, '/team', removeMemberConfirmation(text)) },
    {
      name: 'end a docs session',
      render: (text) => confirmation(text, '/team', endDocsSessionConfirmation(session(text))),
    },
    { name: 'delete a connected user', render: (text) => confirmation(text, '/users', deleteUserConfirmation(text)) },
  ];
}

export const cases: PageCase[] = [...publicCases(), ...accountCases(), ...transferCases(), ...confirmationCases()];
