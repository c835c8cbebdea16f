// The route table of 000 §2: public pages, the loading screen, the authenticated layout and
// one lazy chunk per section (list, new, details; the parent path redirects to the list).
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { RequireAssets, RequireToken } from './app/Guard.tsx';
import { SECTIONS } from './sections.ts';
import type { TSection } from './ui/section.ts';
import { entityIdOf } from './ui/entityId.ts';
import type { ComponentType } from 'react';
import { modulePaths } from '@etanker/shared/modules.ts';
import { JOBS_PATH } from './app/jobsPage.ts';

const NOT_FOUND = '/404.html';
/** The old lecturer contracts have no screens: their paths lead to their list, the new contracts' (shared/src/modules.ts). */
const OLD_LECTURER_CONTRACTS = modulePaths('externalLecturerContracts');

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function DetailsRoute({ Details }: { Details: ComponentType<{ id: number }> }) {
  const id = entityIdOf(useParams().file);
  // The key remounts the page per record, so entering another record starts clean.
  return id === null ? <Navigate to={NOT_FOUND} replace /> : <Details key={id} id={id} />;
}

/** Entering a list (also from the menu while on it) starts with an empty search on page 1. */
function FreshList({ List }: { List: ComponentType }) {
  return <List key={useLocation().key} />;
}

function sectionRoutes(section: TSection): RouteObject[] {
  return [
    { path: section.prefix, element: <Navigate to={section.listPath} replace /> },
    {
      path: section.listPath,
      lazy: async () => {
        const { screens } = await section.load();
        return { Component: () => <FreshList List={screens.List} /> };
      },
    },
    { path: `${section.prefix}/uj.html`, lazy: lazyPage(section.load, (module) => module.screens.New) },
    ...(section.calendarPath
      ? [{ path: section.calendarPath, lazy: lazyPage(section.load, (module) => module.screens.Calendar ?? (() => <Navigate to={NOT_FOUND} replace />)) }]
      : []),
    ...(section.pages ?? []).map((file) => ({
      path: `${section.prefix}/${file}`,
      lazy: lazyPage(section.load, (module) => module.screens.Pages?.[file] ?? (() => <Navigate to={NOT_FOUND} replace />)),
    })),
    {
      path: `${section.prefix}/:file`,
      lazy: async () => {
        const { screens } = await section.load();
        return { Component: () => <DetailsRoute Details={screens.Details} /> };
      },
    },
  ];
}

const pages = {
  login: () => import('./app/pages/LoginPage.tsx'),
  setPassword: () => import('./app/pages/SetPasswordPage.tsx'),
  changePassword: () => import('./app/pages/ChangePasswordPage.tsx'),
  notFound: () => import('./app/pages/NotFoundPage.tsx'),
  test: () => import('./app/pages/TestPage.tsx'),
  systemMessages: () => import('./app/pages/SystemMessagesPage.tsx'),
  notifications: () => import('./app/pages/NotificationsPage.tsx'),
  loading: () => import('./app/pages/LoadingScreen.tsx'),
  landing: () => import('./app/pages/LandingPage.tsx'),
  news: () => import('./app/pages/NewsPages.tsx'),
  jobs: () => import('./app/pages/JobsPage.tsx'),
  layout: () => import('./app/Layout.tsx'),
};

export const routes: RouteObject[] = [
  { path: '/teszt.html', lazy: lazyPage(pages.test, (m) => m.TestPage) },
  { path: '/belepes.html', lazy: lazyPage(pages.login, (m) => m.LoginPage) },
  { path: '/jelszo_mentese.html', lazy: lazyPage(pages.setPassword, (m) => m.SetPasswordPage) },
  { path: NOT_FOUND, lazy: lazyPage(pages.notFound, (m) => m.NotFoundPage) },
  { path: '/rendszeruzenetek.html', lazy: lazyPage(pages.systemMessages, (m) => m.SystemMessagesPage) },
  { path: '/uzenetek.html', lazy: lazyPage(pages.notifications, (m) => m.NotificationsPage) },
  {
    Component: RequireToken,
    children: [
      { path: '/betoltes.html', lazy: lazyPage(pages.loading, (m) => m.LoadingScreen) },
      {
        Component: RequireAssets,
        children: [
          {
            lazy: lazyPage(pages.layout, (m) => m.Layout),
            children: [
              { path: '/', lazy: lazyPage(pages.landing, (m) => m.LandingPage) },
              { path: '/index.html', element: <Navigate to="/" replace /> },
              { path: '/jelszo_modositasa.html', lazy: lazyPage(pages.changePassword, (m) => m.ChangePasswordPage) },
              { path: '/hirek/uj.html', lazy: lazyPage(pages.news, (m) => m.NewsNewPage) },
              { path: JOBS_PATH, lazy: lazyPage(pages.jobs, (m) => m.JobsPage) },
              { path: '/hirek/:file', lazy: lazyPage(pages.news, (m) => m.NewsDetailsPage) },
              // The old lecturer-contract paths all lead to the new list (000 §2; that module is REST only).
              { path: `${OLD_LECTURER_CONTRACTS.prefix}/*`, element: <Navigate to={OLD_LECTURER_CONTRACTS.listPath} replace /> },
              ...SECTIONS.flatMap(sectionRoutes),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={NOT_FOUND} replace /> },
];
