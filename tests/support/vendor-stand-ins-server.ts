// The vendors' stand-ins for the browser suite (playwright.config.ts starts it beside the site):
// ggLeap's on E2E_VENDOR_API_PORT (playwright.config.ts sets it) and iCafeCloud's on the next port, each with the venues below,
// which tests/e2e/vendor-connection.spec.ts connects. Tests only, never the site's own.
import { E2E_VENDORS, standInMachines, startGgLeapStandIn, startICafeCloudStandIn } from "./vendor-stand-ins";

const port = Number(process.env.E2E_VENDOR_API_PORT ?? 3227);
const ggleap = await startGgLeapStandIn({ port });
const icafecloud = await startICafeCloudStandIn({ port: port + 1 });
ggleap.venue(E2E_VENDORS.ggleapToken, [
  ...standInMachines({ free: 12, inUse: 26, offline: 2 }),
  ...standInMachines({ free: 1, inUse: 3, kind: "console" }),
]);
icafecloud.cafe(E2E_VENDORS.cafeId, E2E_VENDORS.cafeKey, standInMachines({ free: 7, inUse: 13 }));
console.log(`Vendor stand-ins: ggLeap ${ggleap.url}, iCafeCloud ${icafecloud.url}`);

const stop = () => void Promise.all([ggleap.close(), icafecloud.close()]).then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
