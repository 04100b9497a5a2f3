// The directory's map page takes Leaflet with its own code, so the browser fetches it beside the
// page's other modules instead of after hydration. A `.client` module: on the server it is empty.
import { EARLY_FIRST_VIEW_ATTRIBUTE, askForFirstViewEarly } from "./first-view";
import { startBounds } from "./leaflet-engine";
import { MAP_START } from "./map-engine";

export { createLeafletEngine } from "./leaflet-engine";

// The server rendered the map's frame and marked it when the map opens on the server's first view
// (a big feed, no filters, Leaflet): its edges are known from the frame's size, so that view is
// asked for now, before hydration and the map are done, and is in hand when the map asks for it.
const frame = document.querySelector<HTMLElement>(`[${EARLY_FIRST_VIEW_ATTRIBUTE}]`);
if (frame && frame.clientWidth > 0 && frame.clientHeight > 0) {
  askForFirstViewEarly(startBounds({ width: frame.clientWidth, height: frame.clientHeight }, MAP_START));
}
