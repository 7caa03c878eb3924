import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import type { AuthPopupMode } from './auth-popup-mode';

type AuthPopupControl = {
  /** Opens the sign-in popup (spec §2: it starts in login mode). */
  open: (mode?: AuthPopupMode) => void;
};

const AuthPopupContext = createContext<AuthPopupControl>({ open: () => {} });

export function useAuthPopup() {
  return useContext(AuthPopupContext);
}

// The popup's code (forms, modal, bot check) loads the first time it opens, not with every page.
const AuthPopup = lazy(() => import('./auth-popup'));

/** Lets any page open the auth popup: for wishlisting, messaging or chatting while signed out. */
export function AuthPopupProvider({ children }: { children: ReactNode }) {
  // `openings` counts the openings: each mounts a fresh popup (spec §2: it resets to login on close).
  const [state, setState] = useState<{ opened: boolean; mode: AuthPopupMode; openings: number }>({ opened: false, mode: 'login', openings: 0 });
  const open = useCallback((mode: AuthPopupMode = 'login') => setState((current) => ({ opened: true, mode, openings: current.openings + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  const control = useMemo(() => ({ open }), [open]);
  return (
    <AuthPopupContext.Provider value={control}>
      {children}
      {state.openings > 0 && (
        <Suspense fallback={null}>
          <AuthPopup key={state.openings} opened={state.opened} initialMode={state.mode} onClose={close} />
        </Suspense>
      )}
    </AuthPopupContext.Provider>
  );
}
