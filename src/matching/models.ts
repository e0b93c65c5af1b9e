import { DataTypes, Model, type Sequelize } from 'sequelize';
import type { TrackItem } from '../integrations/types.js';

/**
 * A partner account's latest verdict on what a source item is on a destination service: the item
 * its person chose, or one they said is wrong. Agreement across accounts is worked out in
 * choices.ts; the row itself is evidence, never served to another account as it stands.
 */
export class MatchChoice extends Model {
  declare accountId: string;
  declare sourceService: string;
  declare sourceId: string;
  declare destinationService: string;
  declare verdict: 'chosen' | 'rejected';
  declare destinationId: string;
  /** Both items are catalogue listings: only then may the choice count for other accounts. */
  declare catalogue: boolean;
  /** Who chose, as the source service knows them (evidence.ts), where known. */
  declare listener: string | null;
  /** The choice counts towards a match served to other accounts (choices.ts says when). */
  declare counts: boolean;
  declare isrc: string | null;
  declare country: string;
  /** The destination's listing of the chosen item, without what belongs to one person's library. */
  declare candidate: TrackItem | null;
  declare score: number | null;
  declare chosenAt: Date;
}

export function initMatchingModels(sequelize: Sequelize): void {
  MatchChoice.init(
    {
      accountId: { type: DataTypes.UUID, primaryKey: true },
      sourceService: { type: DataTypes.TEXT, primaryKey: true },
      sourceId: { type: DataTypes.TEXT, primaryKey: true },
      destinationService: { type: DataTypes.TEXT, primaryKey: true },
      verdict: { type: DataTypes.TEXT, allowNull: false },
      destinationId: { type: DataTypes.TEXT, allowNull: false },
      catalogue: { type: DataTypes.BOOLEAN, allowNull: false },
      listener: { type: DataTypes.TEXT, allowNull: true },
      counts: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      isrc: { type: DataTypes.TEXT, allowNull: true },
      country: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      candidate: { type: DataTypes.JSONB, allowNull: true },
      score: { type: DataTypes.REAL, allowNull: true },
      chosenAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'match_choices', timestamps: false },
  );
}
