import { useEffect, useRef, useState, type ReactNode } from "react";

/** An image file on another host: its address and intrinsic size (the box is reserved before it arrives). */
export type ImageFile = { src: string; width: number; height: number };

type FallbackImageProps = {
  image: ImageFile;
  alt: string;
  /** Shown instead when the file cannot be loaded; nothing by default (what lies beneath shows). */
  fallback?: ReactNode;
  /** Above the fold: `eager` with high fetch priority; everything else loads lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An `<img>` from a host we do not run, which gives way to `fallback` when the file cannot be loaded
 * (the host is down or unknown, the file is missing), so no broken image is ever left on the page.
 * A server-rendered image may fail before React listens for its `error` event (react#15446), so
 * once mounted it is also asked whether it already did: finished with no size, and `decode()`
 * refusing it (which tells a real failure from a browser that calls an image complete too early).
 */
export function FallbackImage({ image, alt, fallback = null, priority = false, className }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // By address: another image in the same place (a client-side navigation) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    const img = ref.current;
    if (!img || !img.complete || img.naturalWidth > 0) return;
    let current = true;
    img.decode().catch(() => {
      if (current) setFailedSrc(image.src);
    });
    return () => {
      current = false;
    };
  }, [image.src]);

  if (failedSrc === image.src) return <>{fallback}</>;
  return (
    <img
      ref={ref}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(image.src)}
      className={className}
    />
  );
}
