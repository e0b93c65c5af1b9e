import { addDevTokenKey } from '../../src/accounts/commands.js';
import type { AccountInput } from '../../src/accounts/commands.js';
import { exampleDevTokenKey, exampleReturnUrls, startExampleApp } from '../../examples/partner-app/start.js';
import { createPartner, type TestPartner } from './fixtures.js';
import { freePort } from './system.js';

export type ExampleApp = Awaited<ReturnType<typeof startExampleApp>>;

/**
 * The example partner app on a port of its own, for a new partner whose Return URLs and DevToken
 * key are the app's, as `npm start` registers them on the demo account.
 */
export async function startExampleAppFor(
  system: { url: string; appUrl: string },
  account: Partial<AccountInput> & { slug: string },
): Promise<{ example: ExampleApp; partner: TestPartner; home: string }> {
  const port = await freePort();
  const home = `http://localhost:${port}`;
  const partner = await createPartner({ ...account, returnUrls: exampleReturnUrls(home) });
  const key = await exampleDevTokenKey();
  const { kid } = await addDevTokenKey(account.slug, key.publicPem);
  const example = await startExampleApp({
    apiUrl: system.url,
    appUrl: system.appUrl,
    slug: account.slug,
    clientId: partner.clientId,
    clientSecret: partner.clientSecret,
    devTokenKey: { kid, privateKey: key.privateKey },
    publicUrl: home,
    port,
  });
  return { example, partner, home };
}
