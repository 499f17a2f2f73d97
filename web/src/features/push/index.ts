// Push opt-in (entry §4): one chunk, loaded on demand for a merchant with a push key. The app
// starts it and shows its dialog (the overlay kind `push`) through app/after-first-screen.ts.
export { startPush } from './push-opt-in';
export { PushOptInView } from './PushOptInDialog';
