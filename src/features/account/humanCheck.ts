import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { ApiError, call } from '@/api/http';
import { contract } from '@/contract';
import { SecurityCodes } from '@/contract/codes';
import type { HumanCheckRequiredData } from '@/contract';
import { useCountdown } from '@/shared/ui/useCountdown';
import { SignInError, type SignInField } from './model';

/**
 * The server's guard against guessing (20156): after repeated failures for an address, a device that never
 * signed in to it waits a growing delay and passes a human check, a proof of work solved in a Web Worker
 * (twice_verify_geetest). The sign-in steps run their call through `withHumanCheck`; the login screen
 * shows `useHumanCheck()`: the check running, or the seconds left to wait.
 */
export const humanCheck = proxy({ checking: false, retryAt: 0 });

/** Seconds the server asks to wait with 20156 (0: none), or null when `error` is another failure. */
export function demandedWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== SecurityCodes.HUMAN_CHECK_REQUIRED) return null;
  const seconds = Number((error.data as Partial<HumanCheckRequiredData> | null)?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

function holdOff(seconds: number, field: SignInField): never {
  humanCheck.retryAt = Date.now() + seconds * 1000;
  throw new SignInError(field, 'humanCheck.tooMany');
}

/** The puzzle's nonce, found in a Web Worker (a separate file, fetched only now) so the screen stays responsive. */
function solve(challenge: string, difficulty: number): Promise<string> {
  if (typeof Worker === 'undefined') {
    return import('@/shared/lib/proofOfWork').then(({ findNonce }) => findNonce(challenge, difficulty));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./humanCheck.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ challenge, difficulty });
  });
}

/** Asks for a puzzle for a sign-in to `email`, solves it and answers the pass (`human_token`). */
async function passHumanCheck(email: string): Promise<string> {
  const asked = await call(contract.user.twiceVerifyGeetest, { scene: 'login', email }, { silent: true });
  const { challenge, difficulty } = asked.data;
  if (!challenge || difficulty === undefined) throw new Error('twice_verify_geetest: no challenge');
  const nonce = await solve(challenge, difficulty);
  const passed = await call(contract.user.twiceVerifyGeetest, { scene: 'login', challenge, nonce }, { silent: true });
  if (!passed.data.passed || !passed.data.token) throw new Error('twice_verify_geetest: not passed');
  return passed.data.token;
}

/**
 * A sign-in call under the guard. Asked for a human check, it passes one and sends the call again with the
 * pass; asked to wait, it records the wait for the countdown and fails the step (`humanCheck.tooMany`
 * under `field`).
 */
export async function withHumanCheck<T>(
  email: string,
  field: SignInField,
  send: (humanToken?: string) => Promise<T>,
): Promise<T> {
  let wait: number | null;
  try {
    return await send();
  } catch (error) {
    wait = demandedWait(error);
    if (wait === null) throw error;
  }
  if (wait > 0) holdOff(wait, field);
  humanCheck.checking = true;
  let pass: string;
  try {
    pass = await passHumanCheck(email);
  } catch {
    throw new SignInError(field, 'humanCheck.failed');
  } finally {
    humanCheck.checking = false;
  }
  try {
    return await send(pass);
  } catch (error) {
    // another guess got in first: wait again
    const again = demandedWait(error);
    if (again === null) throw error;
    return holdOff(Math.max(again, 1), field);
  }
}

/** For the login screen: the check is running, and the whole seconds left to wait (0 when none). */
export function useHumanCheck(): { checking: boolean; wait: number } {
  const { checking, retryAt } = useSnapshot(humanCheck);
  const { left, start } = useCountdown();
  useEffect(() => {
    const seconds = Math.ceil((retryAt - Date.now()) / 1000);
    if (seconds > 0) start(seconds);
  }, [retryAt, start]);
  return { checking, wait: left };
}
