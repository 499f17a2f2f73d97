import { useState } from 'react';
import './app-icon.css';

/**
 * The app's icon as a rounded tile: the image when there is one and it loads, else the merchant's initial on its
 * colour. Decorative: the text beside it names the app.
 */
export function AppIcon({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = src !== null && failed !== src ? src : null;
  return (
    <span className={className ? `app-icon ${className}` : 'app-icon'} aria-hidden="true">
      {image ? (
        <img src={image} alt="" decoding="async" onError={() => setFailed(image)} />
      ) : (
        <span className="app-icon-initial">{[...name][0] ?? ''}</span>
      )}
    </span>
  );
}
