// The operations of the account's own settings, and their shape.
import { fromJoi } from '../http/openapi/fromJoi.js';
import type { OperationsByPath } from '../http/openapi/operation.js';
import { obj, ref, type Schema } from '../http/openapi/schemaKit.js';
import { settingsBody } from './settingsRoutes.js';

const LEARN_FROM_CHOICES =
  'Whether a choice a person makes on your public wizard link (`/transfer/start/{slug}`: “Use this one” on a transfer’s summary) is kept: it then becomes your account’s match for that source track in your later transfers and syncs, and counts, with other accounts’ listeners, towards the matches every account is served once enough of them agree. Off by default: anyone can open that link. Choices in transfer sessions your backend opened with `POST /public/transfer-sessions` are always kept.';

export function accountOperations(): OperationsByPath {
  return {
    '/public/account/settings': {
      get: {
        summary: 'Read the account’s settings',
        description:
          'The settings your team also changes on the dashboard’s Settings page. Client Secret only. Our addition to the interface.',
        tag: 'Account',
        credentials: ['basic'],
        ok: { status: 200, schema: ref('AccountSettings') },
        errors: [401, 403],
      },
      patch: {
        summary: 'Change the account’s settings',
        description:
          'Changes the settings named in the body (at least one) and answers them all, as `GET` does; the change counts from the next choice on. Client Secret only. A body that is not JSON, names no setting or an unknown one, or gives a value of another type answers 400 `invalidBody`. Our addition to the interface.',
        tag: 'Account',
        credentials: ['basic'],
        body: fromJoi(settingsBody),
        bodyExample: { learnFromChoices: true },
        ok: { status: 200, schema: ref('AccountSettings') },
        errors: [400, 401, 403],
      },
    },
  };
}

/** The component schema of the settings (`ref('AccountSettings')`). */
export const ACCOUNT_SCHEMAS: Record<string, Schema> = {
  AccountSettings: obj({ learnFromChoices: { type: 'boolean', description: LEARN_FROM_CHOICES } }),
};

/** Its example, as the API answers it. */
export const ACCOUNT_EXAMPLES: Record<string, unknown> = { AccountSettings: { learnFromChoices: false } };
