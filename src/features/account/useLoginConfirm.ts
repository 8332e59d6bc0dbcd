import { useEffect, useState } from 'react';
import { call } from '@/api/http';
import type { LoginQrScanRes } from '@/contract/types';
import { platform } from '@/platform';
import { serverMessage, signIn } from './calls';
import { isValidQrId } from './model';

type ConfirmView =
  | { phase: 'loading' }
  | { phase: 'invalid'; reason: string | null }
  | { phase: 'ask'; request: LoginQrScanRes }
  | { phase: 'approved' }
  | { phase: 'rejected' };

/** /other/loginconfirm: login_scan_qr_code on open (the desktop shows "scanned"), login_qr_code on the answer. */
export function useLoginConfirm(qrId: string | null) {
  const [view, setView] = useState<ConfirmView>(
    isValidQrId(qrId) ? { phase: 'loading' } : { phase: 'invalid', reason: null },
  );
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);

  useEffect(() => {
    if (!isValidQrId(qrId)) return;
    let cancelled = false;
    call(signIn.qrScan, { qr_id: qrId }, { silent: true })
      .then((request) => {
        if (cancelled) return;
        setView(request.status === 'expired' ? { phase: 'invalid', reason: null } : { phase: 'ask', request });
      })
      .catch((caught: unknown) => {
        if (!cancelled) setView({ phase: 'invalid', reason: serverMessage(caught) });
      });
    return () => {
      cancelled = true;
    };
  }, [qrId]);

  async function answer(confirm: boolean) {
    if (!isValidQrId(qrId)) return;
    setBusy(confirm ? 'approve' : 'reject');
    try {
      await call(signIn.qrConfirm, { qr_id: qrId, confirm }, { silent: true });
      platform.haptic(confirm ? 'success' : 'warning');
      setView({ phase: confirm ? 'approved' : 'rejected' });
    } catch (caught) {
      platform.haptic('error');
      setView({ phase: 'invalid', reason: serverMessage(caught) });
    } finally {
      setBusy(null);
    }
  }

  return { view, busy, answer };
}
