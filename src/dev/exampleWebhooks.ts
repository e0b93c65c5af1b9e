import { outsideUrlProblem, type AddressPolicy } from '../outsideHosts/addresses.js';

/**
 * Why the example app's webhook endpoint (on this machine, over http) cannot be registered under
 * this policy, as one line for the developer, or null when it can. The system then starts without
 * it rather than not at all.
 */
export function exampleWebhooksRefused(policy: AddressPolicy, endpointUrl: string): string | null {
  const problem = outsideUrlProblem(endpointUrl, policy);
  if (!problem) return null;
  const setting = !policy.allowPrivateAddresses
    ? 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false refuses private addresses such as this machine'
    : 'WEBHOOK_REQUIRE_HTTPS=true refuses http';
  return `The example partner app receives no webhooks: its endpoint ${endpointUrl} is not registered, because ${setting} (${problem}).`;
}
