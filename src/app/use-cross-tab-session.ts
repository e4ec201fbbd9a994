import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { browserLocation } from '@/lib/browser-location';
import { STORAGE_KEYS } from '@/lib/storage';

const tokenValue = (raw: string | null): string | null => {
  if (!raw) return null;
  try {
    return (JSON.parse(raw) as { value?: string }).value ?? null;
  } catch {
    return null;
  }
};

/**
 * Tabs share one session: signing out in one tab signs out the others (they go to the login page), and a
 * new sign-in elsewhere is picked up (this tab reloads as the new user). Renewals, which only move the
 * expiry, change nothing.
 */
export function useCrossTabSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== STORAGE_KEYS.token && event.key !== null)) return;
      const before = tokenValue(event.oldValue);
      const after = event.key === null ? null : tokenValue(event.newValue);
      if (before === after) return;
      queryClient.clear();
      if (after === null) navigate('/login', { replace: true });
      else browserLocation.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, queryClient]);
}
