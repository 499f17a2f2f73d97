import { useId, useState } from 'react';
import { icon, outline } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { useTranslation } from '../../i18n/translate';
import type { OverlayOf } from '../../stores/overlays';
import { imagePopupClosed, imagePopupShown } from './image-popup-storage';
import { saveImage } from './save-image';
import './image-popup.css';

/** The banners' art is portrait, 900 × 1200 (3:4): the box is reserved at that ratio before the image loads. */
const ART_WIDTH = 900;
const ART_HEIGHT = 1200;

const BOLD_OUTLINE = outline(2.4);
const CloseIcon = icon('M6 6l12 12M18 6 6 18', 20, BOLD_OUTLINE);
const SaveIcon = icon('M12 3v11m0 0 4.5-4.5M12 14 7.5 9.5M5 19h14', 20, BOLD_OUTLINE);

/**
 * The download image popup (signed-in §2, §4): the banner's image, large, with Save and Close. The banner counts
 * as shown once its image is on screen: its file name is stored then. Save (the image downloaded, or opened where
 * it cannot be) and Close (the button, Escape) set its session flag and close it; the next banner follows
 * (start.ts). An image that does not load closes the popup without a mark, so it is tried on a later visit.
 */
export function ImagePopupView({ overlay, dismiss }: { overlay: OverlayOf<'image'>; dismiss(): void }) {
  const { t } = useTranslation();
  const imageId = useId();
  const [loaded, setLoaded] = useState(false);

  const close = () => {
    imagePopupClosed(overlay.slot);
    dismiss();
  };
  const save = () => {
    saveImage(overlay.imageUrl, overlay.fileName);
    close();
  };
  const shown = () => {
    setLoaded(true);
    imagePopupShown(overlay.slot, overlay.fileName);
  };

  return (
    <Modal
      backdropClassName="backdrop image-popup-backdrop"
      className="image-popup"
      // The dialog is named by its image: the item's title, else what the popup is about.
      labelledBy={imageId}
      onClose={close}
    >
      <button type="button" className="image-popup-close" aria-label={t('close')} onClick={close}>
        <CloseIcon />
      </button>
      <div className={loaded ? 'image-popup-art is-loaded' : 'image-popup-art'}>
        <img
          id={imageId}
          src={overlay.imageUrl}
          alt={overlay.title || t('image_popup_name')}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          decoding="async"
          onLoad={shown}
          onError={dismiss}
        />
      </div>
      <button type="button" className="btn btn-primary btn-block image-popup-save" onClick={save}>
        <SaveIcon />
        {t('image_popup_save')}
      </button>
    </Modal>
  );
}
