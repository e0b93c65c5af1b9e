// How the emulators' list starts this one: every emulator's folder answers to the same name.
export { startSubsonicEmulator as start } from './index.js';
