import { useEffect, useRef, useState } from 'react';
import { Center, Progress, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../api/trpc.ts';
import { toApiError } from '../../api/errors.ts';
import { toast } from '../../ui/toasts.ts';
import { markAssetsLoaded, STARTUP_ASSETS } from '../assets.ts';
import { sameSiteTarget } from '../Guard.tsx';

/** /betoltes.html?next=<route>: loads the ten start-up assets, then goes to the target route. */
export function LoadingScreen() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [done, setDone] = useState(0);
  const started = useRef(false);
  const target = params.get('next') || '/';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let unauthorized = false;
    Promise.all(
      STARTUP_ASSETS.map((asset) =>
        asset
          .load(utils)
          .catch((error: unknown) => {
            if (toApiError(error).status === 401) unauthorized = true;
            else if (asset.failureText) toast('error', asset.failureText);
          })
          .finally(() => setDone((count) => count + 1)),
      ),
    ).then(() => {
      if (unauthorized) return;
      markAssetsLoaded();
      navigate(sameSiteTarget(target), { replace: true });
    });
  }, [utils, navigate, target]);

  return (
    <Center h="100vh">
      <Stack w={320} gap="xs">
        <Text ta="center">Betöltés…</Text>
        <Progress value={(done / STARTUP_ASSETS.length) * 100} aria-label="Betöltés" />
        <Text ta="center" size="sm" c="gray.7">
          {done} / {STARTUP_ASSETS.length}
        </Text>
      </Stack>
    </Center>
  );
}
