import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../src/emulators/spotify/index.js';
import { EMULATOR_CLIENT } from '../src/emulators/kit/types.js';

// A Spotify emulator in a process of its own, so that benchmarks measure it apart from the load
// generator. Prints its URL and a token of the demo user for direct calls.
const emulator = await startSpotifyEmulator({ catalogue: createCatalogue({ recordings: Number(process.env.BENCH_RECORDINGS ?? 20_000) }), rateLimit: null });
console.log(`LISTENING ${emulator.url} ${emulator.oauth.issue('demo', EMULATOR_CLIENT.id, '').accessToken}`);
process.on('SIGTERM', () => void emulator.close().then(() => process.exit(0)));
