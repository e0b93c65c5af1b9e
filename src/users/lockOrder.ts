import type { Sequelize, Transaction } from 'sequelize';

/**
 * Holds the account's row (against a connect, not against other readers) before a transaction
 * writes or locks one of the account's connected users and then records an event. A connect locks
 * the account first and the user second, while an event's row checks the account (its foreign key)
 * after the user was touched: in that order the two wait on each other, and PostgreSQL ends one of
 * them as a deadlock, a sign-in among them. Taken first, the account keeps one order for both.
 */
export async function holdAccountAgainstConnects(
  sequelize: Sequelize,
  transaction: Transaction,
  accountId: string,
): Promise<void> {
  await sequelize.query('SELECT 1 FROM accounts WHERE id = :accountId FOR KEY SHARE', {
    replacements: { accountId },
    transaction,
  });
}
