import type { ComponentChildren } from 'preact';
import { DashboardPage } from '../../../src/dashboard/components.js';
import { ConfirmBody, type Confirmation } from '../../../src/dashboard/pages/confirm.js';
import type { PageContext } from '../../../src/dashboard/pages/context.js';
import { DeliveryPage, type ShownDelivery } from '../../../src/dashboard/pages/delivery.js';
import {
  deleteSyncConfirmation,
  pauseSyncConfirmation,
  SyncPage,
  syncTitle,
} from '../../../src/dashboard/pages/sync.js';
import { SyncsPage, userName, type ShownSync } from '../../../src/dashboard/pages/syncs.js';
import { UserPage, type ShownUser, type UserPageFacts } from '../../../src/dashboard/pages/user.js';
import {
  deleteEndpointConfirmation,
  deliveryRow,
  endpointSummary,
  rotateSecretConfirmation,
  WebhookPage,
} from '../../../src/dashboard/pages/webhook.js';
import type { SideUser } from '../../../src/dashboard/syncViews.js';
import type { PageCase } from './cases.js';

// The dashboard's pages of a partner's data: a connected user, the syncs, a sync, a webhook
// endpoint's log and one delivery, with their confirmations. Outsiders write the listeners' names
// and emails, the ids the partner's app gives them, the playlists' names and addresses (from the
// music services), the tracks and artists no run matched, a run's notes, the endpoint's URL, and
// whatever a receiver answers.

const context: PageContext = { base: '/connect/dashboard', csrf: 'csrf-token' };
const at = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-01T12:00:00Z');
const ENDPOINT_ID = '6f1c3a52-6c1e-4a57-9b8e-6d7a1e0c2b41';
const DELIVERY_ID = '0b7d8e9f-3a2b-4c5d-8e6f-1a2b3c4d5e6f';

function page(text: string, title: string, current: string, body: ComponentChildren) {
  return (
    <DashboardPage
      base={context.base}
      title={title}
      account={{ name: text, slug: 'partner' }}
      csrf={context.csrf}
      current={current}
    >
      {body}
    </DashboardPage>
  );
}

function confirmation(text: string, current: string, question: Confirmation, back: string) {
  return page(
    text,
    question.question,
    current,
    <ConfirmBody csrf={context.csrf} confirmation={question} action={`${back}/confirm`} back={back} />,
  );
}

function listener(text: string, id: string, service: 'spotify' | 'deezer', marks: Partial<ShownUser> = {}): ShownUser {
  return {
    id,
    integrationType: service,
    name: text,
    email: `${text}@listeners.example`,
    externalUserId: text,
    createdAt: at,
    updatedAt: later,
    needsReauthSince: null,
    authDataSealed: 'sealed',
    authDataExpiresAt: new Date('2099-01-01T00:00:00Z'),
    ...marks,
  };
}

const sideUser = (user: ShownUser): SideUser => ({ ...user, deletedAt: null });

function sync(text: string, marks: Partial<ShownSync['sync']> = {}): ShownSync {
  const source = listener(text, '9a1b2c3d-0000-4000-8000-000000000001', 'spotify');
  const destination = listener(text, '9a1b2c3d-0000-4000-8000-000000000002', 'deezer', { needsReauthSince: at });
  return {
    sync: {
      id: '5e6f7a8b-0000-4000-8000-000000000003',
      externalUserId: text,
      mode: 'mirror',
      intervalMinutes: 30,
      paused: false,
      pausedReason: null,
      lastRun: {
        status: 'completed',
        startedAt: at.toISOString(),
        finishedAt: at.toISOString(),
        added: 3,
        removed: 1,
        unmatched: 2,
        notes: [text],
      },
      lastRunAt: at,
      nextRunAt: later,
      createdAt: at,
      ...marks,
    },
    source: {
      userId: source.id,
      user: sideUser(source),
      service: 'spotify',
      playlistId: text,
      playlist: { name: text, url: `https://open.spotify.example/playlist/${text}` },
    },
    destination: {
      userId: destination.id,
      user: sideUser(destination),
      service: 'deezer',
      playlistId: `${text}-copy`,
      playlist: { name: text, url: text },
    },
  };
}

function userFacts(text: string, user: ShownUser): UserPageFacts {
  const other = listener(text, '9a1b2c3d-0000-4000-8000-000000000002', 'deezer', { needsReauthSince: at });
  return {
    appUserIds: [text, `${text}-2`],
    lastSignInAt: at,
    services: [
      { user, renewal: { renews: false, expires: true } },
      { user: other, renewal: { renews: true, expires: true } },
    ],
    transfers: [
      {
        id: '7c8d9e0f-0000-4000-8000-000000000004',
        sourceService: 'spotify',
        destinationService: 'deezer',
        status: 'completed',
        counts: { total: 10, matched: 9 },
        createdAt: at,
      },
    ],
    syncs: [sync(text)],
  };
}

/** A delivery whose receiver answered `text` once, then failed to answer with `text` as the reason. */
function delivery(text: string): ShownDelivery {
  const signatureHeaders = {
    'webhook-id': `msg_${text}`,
    'webhook-timestamp': '1772359200',
    'webhook-signature': text,
  };
  return {
    id: DELIVERY_ID,
    type: 'sync.run.completed',
    status: 'pending',
    body: JSON.stringify({ type: 'sync.run.completed', data: { externalUserId: text, playlistName: text } }),
    webhookId: `msg_${text}`,
    createdAt: at.toISOString(),
    attempts: [
      {
        attemptedAt: at.toISOString(),
        durationMs: 41,
        statusCode: 500,
        error: null,
        responseExcerpt: text,
        signatureHeaders,
      },
      {
        attemptedAt: later.toISOString(),
        durationMs: 5000,
        statusCode: null,
        error: text,
        responseExcerpt: null,
        signatureHeaders: null,
      },
    ],
  };
}

function webhookPage(text: string) {
  const url = `https://hooks.example/${text}`;
  const endpoint = { id: ENDPOINT_ID, url, enabled: true, disabledReason: null, failingSince: at };
  const logged = delivery(text);
  const rows = [
    deliveryRow(context.base, ENDPOINT_ID, { ...logged, lastStatusCode: 500 }, later),
    deliveryRow(context.base, ENDPOINT_ID, { ...logged, status: 'succeeded', lastStatusCode: 200 }, undefined),
  ];
  const settings = { url: text, eventTypes: [text], problem: text };
  const facts = {
    endpoint,
    summary: endpointSummary(endpoint, later),
    previousSecretUntil: later,
    deliveries: rows,
    settings,
  };
  return page(text, 'Webhook endpoint', '/keys', <WebhookPage context={context} facts={facts} />);
}

const user = (text: string) => listener(text, '9a1b2c3d-0000-4000-8000-000000000001', 'spotify');
const endpointAt = `${context.base}/webhooks/${ENDPOINT_ID}`;

export const cases: PageCase[] = [
  {
    name: 'dashboard › connected user (their ids, services, transfers and syncs)',
    render: (text) =>
      page(
        text,
        userName(user(text)),
        '/users',
        <UserPage context={context} user={user(text)} facts={userFacts(text, user(text))} />,
      ),
  },
  {
    name: 'dashboard › connected user (no app user id, tokens expired, nothing done)',
    render(text) {
      const expired = listener(text, '9a1b2c3d-0000-4000-8000-000000000001', 'deezer', { authDataExpiresAt: at });
      const facts: UserPageFacts = {
        appUserIds: [],
        lastSignInAt: null,
        services: [{ user: expired, renewal: { renews: false, expires: true } }],
        transfers: [],
        syncs: [],
      };
      return page(text, userName(expired), '/users', <UserPage context={context} user={expired} facts={facts} />);
    },
  },
  {
    name: 'dashboard › syncs',
    render: (text) =>
      page(text, 'Syncs', '/syncs', <SyncsPage context={context} views={[sync(text), sync(text, { paused: true })]} />),
  },
  {
    name: 'dashboard › sync (its runs and what they could not match)',
    render(text) {
      const view = sync(text);
      const runs = [
        {
          finishedAt: later,
          status: 'completed' as const,
          added: 3,
          removed: 1,
          unmatched: 2,
          notes: [text],
          refusedUserId: null,
        },
        {
          finishedAt: at,
          status: 'failed' as const,
          added: 0,
          removed: 0,
          unmatched: 0,
          notes: [text],
          refusedUserId: null,
        },
      ];
      const unmatched = [
        { title: text, artists: text, reason: 'notFound', foundAt: at },
        { title: text, artists: '', reason: text, foundAt: null },
      ];
      return page(
        text,
        syncTitle(view),
        '/syncs',
        <SyncPage context={context} view={view} runs={runs} unmatched={unmatched} />,
      );
    },
  },
  {
    name: 'dashboard › sync (paused until a listener signs in again, not run yet)',
    render(text) {
      const view = sync(text, { paused: true, pausedReason: 'authFailed', lastRun: null, lastRunAt: null });
      return page(text, syncTitle(view), '/syncs', <SyncPage context={context} view={view} runs={[]} unmatched={[]} />);
    },
  },
  {
    name: 'dashboard › pause a sync (confirmation)',
    render: (text) =>
      confirmation(text, '/syncs', pauseSyncConfirmation(sync(text)), `${context.base}/syncs/${sync(text).sync.id}`),
  },
  {
    name: 'dashboard › delete a sync (confirmation)',
    render: (text) => confirmation(text, '/syncs', deleteSyncConfirmation(sync(text)), `${context.base}/syncs`),
  },
  {
    name: 'dashboard › webhook endpoint (its log with the receiver’s answers)',
    render: webhookPage,
  },
  {
    name: 'dashboard › webhook delivery (the body sent and each answer)',
    render: (text) =>
      page(
        text,
        'Delivery of sync.run.completed',
        '/keys',
        <DeliveryPage context={context} endpoint={{ id: ENDPOINT_ID, url: text }} delivery={delivery(text)} />,
      ),
  },
  {
    name: 'dashboard › rotate a signing secret (confirmation)',
    render: (text) => confirmation(text, '/keys', rotateSecretConfirmation(text, 24, later), endpointAt),
  },
  {
    name: 'dashboard › delete a webhook endpoint (confirmation)',
    render: (text) => confirmation(text, '/keys', deleteEndpointConfirmation(text), `${context.base}/keys`),
  },
];
