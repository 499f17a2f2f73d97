import { useEffect, useState } from 'react';
import { loadDownloadLinks, type DownloadLinks } from './download-links';

/** The download links for a view: null while they load (once per page: the call cache keeps them). */
export function useDownloadLinks(): DownloadLinks | null {
  const [links, setLinks] = useState<DownloadLinks | null>(null);
  useEffect(() => {
    let live = true;
    void loadDownloadLinks().then((loaded) => {
      if (live) setLinks(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return links;
}
