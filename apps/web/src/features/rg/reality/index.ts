// Loaded on its own once a member is signed in (the app shell's slot), never with the first page.
export { RealityCheck } from './RealityCheck';
