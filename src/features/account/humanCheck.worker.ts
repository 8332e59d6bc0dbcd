/// <reference lib="webworker" />
import { findNonce } from '@/shared/lib/proofOfWork';

/** The human check's search off the main thread: `{challenge, difficulty}` in, the nonce out. */
self.onmessage = async (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  self.postMessage(await findNonce(event.data.challenge, event.data.difficulty));
};
