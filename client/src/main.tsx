import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/shell.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createTrpcClient, trpc } from './api/trpc.ts';
import { reactToApiError, setSessionHandlers } from './api/session.ts';
import { toApiError } from './api/errors.ts';
import { resetAssets } from './app/assets.ts';
import { LOGIN_PATH, loginPathFor } from './app/Guard.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { toast } from './ui/toasts.ts';
import { routes } from './routes.tsx';

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reactToApiError }),
  mutationCache: new MutationCache({ onError: reactToApiError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) are answers, not glitches: only retry server failures, once.
      retry: (failures, error) => failures < 1 && toApiError(error).status >= 500,
    },
  },
});

const router = createBrowserRouter(routes);

// A page restored from the back-forward cache had its live streams closed when it was left
// (api/trpc.ts) and shows what it showed then: load it afresh.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

setSessionHandlers({
  ended: (reason) => {
    queryClient.clear();
    resetAssets();
    // The login page's one message replaces whatever the failing requests had toasted.
    notifications.clean();
    const { pathname, search } = router.state.location;
    if (reason === 'logout') void router.navigate(LOGIN_PATH, { replace: true });
    else if (pathname !== LOGIN_PATH) void router.navigate(loginPathFor(pathname, search), { replace: true, state: { sessionExpired: true } });
  },
  forbidden: (message) => toast('error', message),
});

function App() {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {/* Bottom-right: toasts cover neither the header menus nor the page's buttons. */}
          <Notifications position="bottom-right" />
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
