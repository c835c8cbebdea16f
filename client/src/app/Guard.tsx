import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getToken } from '../api/token.ts';
import { assetsLoaded } from './assets.ts';
import { useMe } from '../api/startup-data.ts';

export const LOGIN_PATH = '/belepes.html';
export const LOADING_PATH = '/betoltes.html';
export const PASSWORD_CHANGE_PATH = '/jelszo_modositasa.html';

export function loadingPathFor(target: string): string {
  return `${LOADING_PATH}?next=${encodeURIComponent(target)}`;
}

/** No stored token → login (000 §2 route guard). */
export function RequireToken() {
  return getToken() ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
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
