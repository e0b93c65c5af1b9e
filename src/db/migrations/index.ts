import * as accountsAndCredentials from './0001-accounts-and-credentials.js';

/** Every migration in the order it runs; a new one is appended here, never inserted. */
export const migrations = [{ name: '0001-accounts-and-credentials', ...accountsAndCredentials }];
