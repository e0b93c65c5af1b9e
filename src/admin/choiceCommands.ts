import { findAccount } from '../accounts/commands.js';
import { badRequest } from '../http/errors.js';
import { MatchChoices } from '../matching/choices.js';
import type { AdminCommand, CommandArgs } from './types.js';

function account(args: CommandArgs) {
  if (!args.account) throw badRequest('missingArgument', '--account is required');
  return findAccount(args.account);
}

/**
 * People's choices kept as matching evidence, by account: what an operator reads when a partner's
 * users were not who it thought, and takes back at once.
 */
export const CHOICE_COMMANDS: Record<string, AdminCommand> = {
  'choices:list': {
    usage: 'choices:list --account S',
    summary:
      "list the account's people's choices kept as matching evidence (whether each counts for others, and whether it is behind a match served now)",
    async run(args, _config, runtime) {
      const choices = await new MatchChoices(runtime.sequelize).list((await account(args)).id);
      const line = (c: (typeof choices)[number]) =>
        [
          c.chosenAt,
          `${c.sourceService}:${c.sourceId}`,
          c.verdict === 'chosen' ? '->' : '-x',
          `${c.destinationService}:${c.destinationId}`,
          c.country || '--',
          c.serving ? 'serving' : c.counts ? 'counts' : 'own only',
        ].join('  ');
      return { json: { choices }, text: choices.length ? choices.map(line).join('\n') : 'no choices kept' };
    },
  },
  'choices:withdraw': {
    usage: 'choices:withdraw --account S',
    summary:
      "take back every choice of the account's people: what they supported stops being served to everyone at once",
    async run(args, _config, runtime) {
      const withdrawn = await new MatchChoices(runtime.sequelize).withdraw((await account(args)).id);
      return {
        json: withdrawn,
        text: `${withdrawn.withdrawn} choices withdrawn over ${withdrawn.sourceItems} source items; ${withdrawn.demoted} served matches demoted`,
      };
    },
  },
};
