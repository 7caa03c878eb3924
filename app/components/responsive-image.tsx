type ResponsiveImageProps = {
  /** A path under /images/. */
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the picture arrives. */
  width: number;
  height: number;
  /** The displayed width, e.g. "(max-width: 768px) 100vw, 33vw". */
  sizes: string;
  /** The largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/** A picture from /images/ offered as 400 and 700 pixel WebP copies (spec §9 resize widths). */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      src={`${src}?w=700`}
      srcSet={`${src}?w=400 400w, ${src}?w=700 700w`}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
