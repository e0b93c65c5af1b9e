// How the emulators' list starts this one: every emulator's folder answers to the same name.
export { startPlexEmulator as start } from './index.js';
