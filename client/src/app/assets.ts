// The ten start-up assets the loading screen counts (000 §2, §7), with the alerts of 000 §8.
import type { trpc } from '../api/trpc.ts';
import { STARTUP_STALE_TIME } from '../api/startup-data.ts';

type TUtils = ReturnType<typeof trpc.useUtils>;

export interface TStartupAsset {
  key: string;
  load: (utils: TUtils) => Promise<unknown>;
  /** alert shown when the asset fails to load */
  failureText?: string;
}

const once = { staleTime: STARTUP_STALE_TIME };

export const STARTUP_ASSETS: readonly TStartupAsset[] = [
  { key: 'me', load: (utils) => utils.core.me.fetch(undefined, once) },
  { key: 'staticData', load: (utils) => utils.core.staticData.fetch(undefined, once) },
  { key: 'systemMessages', load: (utils) => utils.core.systemMessages.fetch(undefined, once) },
  { key: 'settings', load: (utils) => utils.core.settings.fetch(undefined, once) },
  { key: 'institutions', load: (utils) => utils.core.institutions.fetch(undefined, once), failureText: 'Hiba az intézmények letöltése közben' },
  { key: 'employments', load: (utils) => utils.core.employments.fetch(undefined, once), failureText: 'Hiba a munkaviszonyok letöltése közben' },
  { key: 'managedUsers', load: (utils) => utils.core.managedUsers.fetch(undefined, once) },
  { key: 'referents', load: (utils) => utils.core.referents.fetch(undefined, once), failureText: 'Hiba a referens lista letöltése közben' },
  { key: 'hrReferents', load: (utils) => utils.core.hrReferents.fetch(undefined, once), failureText: 'Hiba a referens lista letöltése közben' },
  { key: 'myTasks', load: (utils) => utils.core.myTasks.fetch(undefined, once) },
];

// Whether this page load went through the loading screen; memory only.
let loaded = false;

export function assetsLoaded(): boolean {
  return loaded;
}

export function markAssetsLoaded(): void {
  loaded = true;
}

export function resetAssets(): void {
  loaded = false;
}
