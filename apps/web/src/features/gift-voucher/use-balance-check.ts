import { useRef, useState, type FormEvent } from 'react';
import type { GiftVoucherView } from '@tenuta/contracts';
import { checkGiftVoucher } from './api/gift-voucher-api.ts';
import { checkProblem, type CheckProblem } from './gift-problem.ts';

export type CheckState =
  | { kind: 'editing' }
  | { kind: 'checking' }
  | { kind: 'found'; voucher: GiftVoucherView }
  | { kind: 'problem'; problem: CheckProblem | { kind: 'required' } };

export const CHECK_CODE_ID = 'gift-check-code';

/**
 * "Check my voucher": one field, the code, sent in a POST body (never in an address, where logs
 * would keep it); the answer is the voucher's balance, expiry and state, or why there is none.
 */
export function useBalanceCheck() {
  const [code, setCode] = useState('');
  const [state, setState] = useState<CheckState>({ kind: 'editing' });
  /** Bumped on every failed attempt, so the same message is announced again. */
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  const focusCode = () => requestAnimationFrame(() => document.getElementById(CHECK_CODE_ID)?.focus());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    if (!code.trim()) {
      setState({ kind: 'problem', problem: { kind: 'required' } });
      setAttempt((n) => n + 1);
      focusCode();
      return;
    }
    busy.current = true;
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'found', voucher: await checkGiftVoucher(code) });
    } catch (error) {
      setState({ kind: 'problem', problem: checkProblem(error) });
      setAttempt((n) => n + 1);
      focusCode();
    } finally {
      busy.current = false;
    }
  };

  const again = () => {
    setCode('');
    setState({ kind: 'editing' });
    focusCode();
  };

  return { code, setCode, state, attempt, submit, again };
}
