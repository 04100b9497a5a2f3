// The directory's map page takes Leaflet with its own code, so the browser fetches it beside the
// page's other modules instead of after hydration. A `.client` module: on the server it is empty.
export { createLeafletEngine } from "./leaflet-engine";
