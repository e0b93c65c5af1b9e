import { newEncryptionKeys } from '../../src/config.js';

// Loaded before every test file (ava's nodeArguments): a test environment with keys of its own,
// inherited by every process a test starts.
process.env.NODE_ENV ??= 'test';
process.env.ENCRYPTION_KEYS ??= newEncryptionKeys();
