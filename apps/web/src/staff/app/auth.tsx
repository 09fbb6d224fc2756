import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffMe } from '@tenuta/contracts';
import { onUnauthorized, readStaffToken, staffApi, writeStaffToken } from './api.ts';

export type { StaffMe };

interface AuthValue {
  token: string | null;
  me: StaffMe | undefined;
  loading: boolean;
  /** True when the signed-in role may do this (the server checks again on every call). */
  can(permission: string): boolean;
  signIn(token: string): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export const meQueryKey = ['staff', 'me'] as const;

export function StaffAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readStaffToken());
  const me = useQuery({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => staffApi<{ data: StaffMe }>('/auth/me', { signal }).then((r) => r.data),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

  const clear = useCallback(() => {
    writeStaffToken(null);
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => onUnauthorized(clear), [clear]);
  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === 'staff_access_token') setToken(readStaffToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      token,
      me: me.data,
      loading: Boolean(token) && me.isPending,
      can: (p) => Boolean(me.data?.permissions.includes(p)),
      signIn: (t) => {
        writeStaffToken(t);
        setToken(t);
      },
      signOut: async () => {
        try {
          await staffApi('/auth/logout', { method: 'POST' });
        } catch {
          /* the session may already be over */
        }
        clear();
      },
    }),
    [token, me.data, me.isPending, clear],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useStaffAuth(): AuthValue {
  const v = use(AuthContext);
  if (!v) throw new Error('useStaffAuth outside StaffAuthProvider');
  return v;
}

/** The signed-in member (pages inside the guarded shell only). */
export function useMe(): StaffMe {
  const { me } = useStaffAuth();
  if (!me) throw new Error('useMe outside the signed-in shell');
  return me;
}
