import type { ImgHTMLAttributes } from "react";

/** One `<source>` of a picture: a format and its widths. */
export type PictureSource = { type: string; srcSet: string };

/** Everything a `<Picture>` draws from, made by the feature that owns the image (`photos/photo-values.ts`). */
export type PictureData = {
  /** Best format first (AVIF, WebP); the `<img>` carries the fallback. */
  sources: PictureSource[];
  src: string;
  srcSet?: string;
  /** Intrinsic size of the `src` variant: the box is reserved before the file arrives. */
  width: number;
  height: number;
};

type PictureProps = {
  picture: PictureData;
  /** How wide the image is drawn, for the browser's pick among the widths (`sizes`). */
  sizes: string;
  alt: string;
  /** Above the fold: `eager` with high fetch priority; everything else loads lazily. */
  priority?: boolean;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt" | "width" | "height" | "loading">;

/** A responsive image in several formats: `<picture>` with one `<source>` per format and an `<img>`. */
export function Picture({ picture, sizes, alt, priority = false, ...imgProps }: PictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...imgProps}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
