import { useEffect } from 'react';

export const APP_NAME = 'eTanker';

/** 'Kötelezettségvállalások – eTanker': the page's own name first, so tabs and history tell
 * pages apart (issue 11 item 18). Without a name (still loading) the title is the app's. */
export function pageTitle(name: string | null | undefined): string {
  return name ? `${name} – ${APP_NAME}` : APP_NAME;
}

export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(name);
    // A page without a title of its own must not keep the previous page's.
    return () => {
      document.title = APP_NAME;
    };
  }, [name]);
}
