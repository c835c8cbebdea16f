import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getToken } from '../api/token.ts';
import { assetsLoaded } from './assets.ts';
import { useMe } from '../api/startup-data.ts';

export const LOGIN_PATH = '/belepes.html';
export const LOADING_PATH = '/betoltes.html';
export const PASSWORD_CHANGE_PATH = '/jelszo_modositasa.html';

export const SESSION_EXPIRED_MESSAGE = 'A munkamenet lejárt, kérjük, jelentkezzen be újra.';

/** Only same-site paths are valid targets (no open redirect through ?next=). */
export function sameSiteTarget(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function loadingPathFor(target: string): string {
  return `${LOADING_PATH}?next=${encodeURIComponent(target)}`;
}

/** The login page remembering the page the user asked for (the loading screen's own target). */
export function loginPathFor(pathname: string, search = ''): string {
  const target = pathname === LOADING_PATH ? sameSiteTarget(new URLSearchParams(search).get('next')) : pathname + search;
  return target === '/' || pathname === LOGIN_PATH ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(target)}`;
}

/** No stored token → login, which brings the user back here afterwards (000 §2 route guard). */
export function RequireToken() {
  const location = useLocation();
  return getToken() ? <Outlet /> : <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
}

/** Routes that need the start-up assets go through the loading screen first; a user who must
 * change the password is sent to the password change route. */
export function RequireAssets() {
  const location = useLocation();
  const me = useMe();
  if (!assetsLoaded()) return <Navigate to={loadingPathFor(location.pathname + location.search)} replace />;
  if (me?.needs_password_change && location.pathname !== PASSWORD_CHANGE_PATH) return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
  return <Outlet />;
}
