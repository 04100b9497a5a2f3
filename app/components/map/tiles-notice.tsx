import clsx from "clsx";

export const TILES_FAILED_TEXT = "Map images could not load.";

type MapTilesNoticeProps = {
  /** What still works without the images, for this map ("You can still click the map to place the pin."). */
  stillWorks: string;
  className?: string;
};

/** Said under a map whose tiles failed (`createLeafletMap`), so a blank map is explained rather than broken-looking. */
export function MapTilesNotice({ stillWorks, className }: MapTilesNoticeProps) {
  return (
    <p role="status" data-testid="map-tiles-notice" className={clsx("text-sm text-slate-400", className)}>
      {TILES_FAILED_TEXT} {stillWorks}
    </p>
  );
}
