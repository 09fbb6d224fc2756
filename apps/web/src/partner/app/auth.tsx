import type { PartnerLoginResponse, PartnerView } from '@tenuta/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { isPartnerApiError, onSessionSignal, partnerApi, PARTNER_DATA_KEY, PARTNER_TOKEN_KEY, readSession, writeSession } from './api.ts';
import { forgetBasket } from './basket-storage.ts';

/**
 * The partner's session in this browser: the token and the partner data (login and me answers)
 * under their local-storage keys, confirmed by the server once per page load (validate). Logout,
 * a 401 from any call, or a failed validation removes both; a 403 for a partner that is no longer
 * active asks the server again, so the guard can show the suspended page.
 */
interface PartnerAuthValue {
  token: string | null;
  partner: PartnerView | null;
  /** The server has confirmed the token since the page loaded (or has just issued it). */
  validated: boolean;
  /** The validation could not reach the server. */
  unreachable: boolean;
  signIn(answer: Pick<PartnerLoginResponse, 'access_token' | 'partner'>): void;
  /** New partner data (after an update of the settings). */
  updatePartner(partner: PartnerView): void;
  revalidate(): void;
  signOut(): Promise<void>;
}

const PartnerAuthContext = createContext<PartnerAuthValue | null>(null);

export function PartnerAuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);
  const [validated, setValidated] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const clear = useCallback(() => {
    writeSession({ token: null, partner: null });
    forgetBasket();
    setSession({ token: null, partner: null });
    setValidated(false);
    queryClient.clear();
  }, []);

  // Once per page load (and when asked again): is the stored token still good, and what is the partner now?
  // biome-ignore lint/correctness/useExhaustiveDependencies: validate again only for a new token or an explicit request (attempt), not for new partner data
  useEffect(() => {
    if (!session.token) return;
    const controller = new AbortController();
    partnerApi<{ data: { partner: PartnerView } }>('/auth/validate', { signal: controller.signal }).then(
      ({ data }) => {
        writeSession({ token: session.token, partner: data.partner });
        setSession({ token: session.token, partner: data.partner });
        setUnreachable(false);
        setValidated(true);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already signed out (onSessionSignal); without the server, the stored data stand in.
        if (isPartnerApiError(e) && e.status === 401) return;
        setUnreachable(true);
        if (session.partner) setValidated(true);
      },
    );
    return () => controller.abort();
  }, [session.token, attempt]);

  useEffect(
    () =>
      onSessionSignal((signal) => {
        if (signal === 'unauthorized') clear();
        else setAttempt((n) => n + 1);
      }),
    [clear],
  );

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== PARTNER_TOKEN_KEY && e.key !== PARTNER_DATA_KEY) return;
      const next = readSession();
      setSession((current) => (current.token === next.token ? current : next));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<PartnerAuthValue>(
    () => ({
      token: session.token,
      partner: session.partner,
      validated: Boolean(session.token) && validated,
      unreachable,
      signIn: ({ access_token, partner }) => {
        writeSession({ token: access_token, partner });
        setSession({ token: access_token, partner });
        setValidated(true);
      },
      updatePartner: (partner) => {
        writeSession({ token: session.token, partner });
        setSession((s) => ({ ...s, partner }));
      },
      revalidate: () => setAttempt((n) => n + 1),
      signOut: async () => {
        await partnerApi('/auth/logout', { method: 'POST' }).catch(() => undefined);
        clear();
      },
    }),
    [session, validated, unreachable, clear],
  );
  return <PartnerAuthContext value={value}>{children}</PartnerAuthContext>;
}

export function usePartnerAuth(): PartnerAuthValue {
  const value = use(PartnerAuthContext);
  if (!value) throw new Error('usePartnerAuth outside PartnerAuthProvider');
  return value;
}

/** The signed-in partner (pages behind the guard only). */
export function usePartner(): PartnerView {
  const { partner } = usePartnerAuth();
  if (!partner) throw new Error('usePartner outside the guarded pages');
  return partner;
}
