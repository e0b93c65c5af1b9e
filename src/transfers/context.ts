import type { Queues } from '../queues.js';
import type { Adapters } from '../integrations/adapters.js';
import type { MusicServiceAdapter, UserSession } from '../integrations/types.js';
import { UpstreamError } from '../integrations/errors.js';
import type { ServiceId } from '../integrations/knownServices.js';
import { IntegrationUser } from '../users/models.js';
import { userSession, type TokenDeps } from '../users/tokens.js';
import type { MatchCache } from '../matching/cache.js';
import { Transfer, TransferSession } from './models.js';

/** What every step of the pipeline needs from its process. */
export interface PipelineDeps extends TokenDeps {
  adapters: Adapters;
  queues: Queues;
  cache: MatchCache;
}

export interface Side {
  user: IntegrationUser;
  adapter: MusicServiceAdapter;
  session: UserSession;
}

export interface TransferContext {
  transfer: Transfer;
  session: TransferSession | null;
  source: Side;
  destination: Side;
  /** Aborted when the step must stop before its next write (its job's lock was lost). */
  stop?: AbortSignal;
}

/**
 * One side's user, adapter and session. `service` is the side's service as its transfer recorded
 * it: a deleted user's row may be gone (a transfer keeps its ids as null), and the refusal still
 * names the service.
 */
export async function side(
  deps: TokenDeps & Pick<PipelineDeps, 'adapters'>,
  userId: string | null,
  context: Parameters<typeof userSession>[3] = {},
  service?: string,
): Promise<Side> {
  const user = userId ? await IntegrationUser.findByPk(userId) : null;
  if (!user || user.deletedAt)
    throw new UpstreamError(
      (user?.integrationType ?? service) as ServiceId,
      'reauthRequired',
      'a connected user of this transfer was deleted',
    );
  const adapter = deps.adapters.get(user.integrationType);
  if (!adapter) throw new UpstreamError(user.integrationType, 'unavailable', `no adapter for ${user.integrationType}`);
  return { user, adapter, session: userSession(deps, adapter, user, context) };
}

/** The transfer with both sides' sessions; the destination of a pre-authorized session says so when refused. */
export async function loadContext(deps: PipelineDeps, transferId: string): Promise<TransferContext | null> {
  const transfer = await Transfer.findByPk(transferId);
  if (!transfer) return null;
  const session = transfer.transferSessionId ? await TransferSession.findByPk(transfer.transferSessionId) : null;
  const [source, destination] = await Promise.all([
    side(deps, transfer.sourceIntegrationUserId, {}, transfer.sourceService),
    destinationSide(deps, transfer, session),
  ]);
  return { transfer, session, source, destination };
}

/** The destination of a transfer, for work after it ended (a person adding a best guess). */
export async function destinationSide(
  deps: TokenDeps & Pick<PipelineDeps, 'adapters'>,
  transfer: Transfer,
  session?: TransferSession | null,
): Promise<Side> {
  const found =
    session === undefined && transfer.transferSessionId
      ? await TransferSession.findByPk(transfer.transferSessionId)
      : (session ?? null);
  const preauthorized = Boolean(found && found.targetIntegrationUserId === transfer.destinationIntegrationUserId);
  return side(
    deps,
    transfer.destinationIntegrationUserId,
    preauthorized ? { preauthorized: true, sessionUuid: found!.id, externalUserId: found!.externalUserId } : {},
    transfer.destinationService,
  );
}
