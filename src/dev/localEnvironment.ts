import { useLocalEncryptionKeys } from './localKeys.js';

// Imported first by `npm start` and the benchmarks, which are development tools by nature.
process.env.NODE_ENV ??= 'development';
useLocalEncryptionKeys();
