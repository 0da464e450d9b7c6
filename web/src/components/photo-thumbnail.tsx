import type { PhotoView } from '@contracts/provider-views';
import type { ReactNode } from 'react';

type PhotoThumbnailProps = {
  photo: PhotoView;
  /** What the photo shows and when, e.g. 'Pickup photo taken at 3:49 PM': the image's text alternative. */
  alt: string;
  /** Said after the link's name, since the full photo opens in a new tab. */
  newTabNote: string;
  /** The image would not load, most likely because its signed link expired. */
  onBroken: () => void;
  /** Under the image; text that only repeats `alt` should be hidden from screen readers by the caller. */
  children?: ReactNode;
};

/** A photo from the car as a small picture that opens the full one in a new tab. */
export function PhotoThumbnail({ photo, alt, newTabNote, onBroken, children }: PhotoThumbnailProps) {
  return (
    <li className="min-w-0">
      <a
        href={photo.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={photo.url}
          alt={alt}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
          onError={onBroken}
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="sr-only"> {newTabNote}</span>
      </a>
      {children && <div className="mt-1 text-sm text-slate-700">{children}</div>}
    </li>
  );
}

/** The grid the thumbnails sit in: two across on a phone, more on wider screens. */
export function PhotoGrid({ children }: { children: ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {children}
    </ul>
  );
}
