import type { OverlayOf } from '../../stores/overlays';
import { DownloadPopupView } from './DownloadPopupView';
import { InstallPromptView } from './InstallPromptView';
import { IosGuideView } from './IosGuideView';

/** The `download` overlay (app/Overlays.tsx): the view its data names. */
export function DownloadOverlayView({
  overlay,
  dismiss,
}: {
  overlay: OverlayOf<'download'>;
  dismiss(): void;
}) {
  switch (overlay.view) {
    case 'install':
      return <InstallPromptView fullScreen={overlay.fullScreen} dismiss={dismiss} />;
    case 'popup':
      return <DownloadPopupView trigger={overlay.trigger} closable={overlay.closable} dismiss={dismiss} />;
    case 'iosGuide':
      return <IosGuideView dismiss={dismiss} />;
  }
}
