import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the island has hydrated. Forms keep their submit button disabled
 * until then, so an early tap never posts the form to the static page (or its password into a URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
