import type { ServiceId } from '../integrations/serviceIds.js';
import { DataTypes, Model, type Sequelize } from 'sequelize';

export type SignInState = 'started' | 'redirected' | 'succeeded' | 'failed' | 'expired';

/**
 * One pass through the hosted sign-in (its id is the `authModelUUID`): started by the picker or
 * the direct route, redirected to the service, then succeeded or failed on the callback, or
 * expired when the user never came back.
 */
export class SignInAttempt extends Model {
  declare id: string;
  declare accountId: string;
  declare integrationType: ServiceId;
  declare uniqueId: string | null;
  declare returnUrl: string | null;
  declare requestOneTimeToken: boolean;
  declare forwardErrors: boolean;
  declare partnerUserId: string | null;
  declare state: SignInState;
  declare errorCode: string | null;
  declare oauthStateDigest: string | null;
  declare codeVerifierSealed: string | null;
  declare integrationUserId: string | null;
  /** Set by our own pages (the transfer wizard), never from a request: the URL the browser continues to after the callback. */
  declare continuePath: string | null;
  /** SHA-256 of the nonce cookie of the browser that started the sign-in; the callback must carry it. */
  declare browserNonceDigest: string | null;
  declare succeededAt: Date | null;
  declare expiresAt: Date;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export function initSignInModels(sequelize: Sequelize): void {
  SignInAttempt.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      accountId: { type: DataTypes.UUID, allowNull: false },
      integrationType: { type: DataTypes.STRING, allowNull: false },
      uniqueId: { type: DataTypes.UUID, allowNull: true },
      returnUrl: { type: DataTypes.TEXT, allowNull: true },
      requestOneTimeToken: { type: DataTypes.BOOLEAN, allowNull: false },
      forwardErrors: { type: DataTypes.BOOLEAN, allowNull: false },
      partnerUserId: { type: DataTypes.TEXT, allowNull: true },
      state: { type: DataTypes.STRING, allowNull: false },
      errorCode: { type: DataTypes.STRING, allowNull: true },
      oauthStateDigest: { type: DataTypes.STRING(64), allowNull: true },
      codeVerifierSealed: { type: DataTypes.TEXT, allowNull: true },
      integrationUserId: { type: DataTypes.UUID, allowNull: true },
      continuePath: { type: DataTypes.TEXT, allowNull: true },
      browserNonceDigest: { type: DataTypes.STRING(64), allowNull: true },
      succeededAt: { type: DataTypes.DATE, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'sign_in_attempts' },
  );
}
