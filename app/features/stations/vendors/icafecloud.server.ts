import { z } from "zod";

import type { VendorConnector, VendorCredentials, VendorFailure, VendorReadOptions } from "./connector";
import { countsFromStations, refused, requestJson, unavailable } from "./vendor-http.server";

/**
 * iCafeCloud's cloud API (https://api.icafecloud.com/api/v2, ICAFECLOUD_API_URL): one request lists
 * the cafe's PCs, each online or offline and in use or not, with the cafe's API key as a bearer
 * token and its cafe id in the path.
 *
 * The path and fields below follow iCafeCloud's public API documentation as it was known when this
 * was written, without access to it: check them against the documentation (and a real cafe's key)
 * before going live. They are all in `pcsPath` and `pcState`; tests/support/vendor-stand-ins.ts
 * answers the same.
 */
const LABEL = "iCafeCloud";

const pcsPath = (cafeId: string) => `/cafe/${encodeURIComponent(cafeId)}/pcs`;

const NO_SUCH_CAFE: VendorFailure = {
  ok: false,
  reason: "refused",
  message: `${LABEL} knows no cafe with this ID`,
  field: "accountRef",
};

const pcsAnswer = z.object({
  code: z.number(),
  message: z.string().optional(),
  data: z
    .array(
      z.object({
        pc_name: z.string().optional(),
        pc_area_name: z.string().nullish(),
        pc_in_using: z.union([z.number(), z.boolean(), z.string()]),
        pc_status: z.string(),
      }),
    )
    .nullish(),
});

type Pc = NonNullable<z.infer<typeof pcsAnswer>["data"]>[number];

/** An offline PC counts in the total but is not free; an online one is free when nobody uses it. */
function pcState(pc: Pc): "free" | "in-use" | "offline" {
  if (pc.pc_status.toLowerCase() !== "online") return "offline";
  const inUse = pc.pc_in_using === true || Number(pc.pc_in_using) > 0;
  return inUse ? "in-use" : "free";
}

export const icafecloud: VendorConnector = {
  id: "icafecloud",
  label: LABEL,
  fields: [
    {
      name: "accountRef",
      label: "Cafe ID",
      hint: "The number iCafeCloud shows for this cafe in its admin panel.",
      required: "Enter the cafe's iCafeCloud ID",
      pattern: { source: "^[A-Za-z0-9_-]+$", message: "A cafe ID is letters and digits only" },
      maxLength: 40,
    },
    {
      name: "token",
      label: "iCafeCloud API key",
      hint: "In iCafeCloud's admin panel: the API settings of this cafe. Paste the key here.",
      required: "Paste the cafe's iCafeCloud API key",
      pattern: { source: "^\\S+$", message: "A key has no spaces: paste it again" },
      maxLength: 2000,
    },
  ],
  apiUrlSetting: "ICAFECLOUD_API_URL",
  maxRequestsPerRead: 1,

  async read({ token, accountRef }: VendorCredentials, options: VendorReadOptions) {
    if (!accountRef) return refused(LABEL);
    const answer = await requestJson(
      LABEL,
      `${options.baseUrl}${pcsPath(accountRef)}`,
      { headers: { Authorization: `Bearer ${token}` } },
      options,
      NO_SUCH_CAFE,
    );
    if (!answer.ok) return answer;
    const parsed = pcsAnswer.safeParse(answer.body);
    if (!parsed.success) return unavailable(`${LABEL} answered something we could not read`);
    const { code, message, data } = parsed.data;
    // iCafeCloud may say no in the body of a 200: its own code is the one that counts.
    if (code === 401 || code === 403) return refused(LABEL);
    if (code === 404) return NO_SUCH_CAFE;
    if (code !== 200 || !data)
      return unavailable(`${LABEL} answered with an error (${code}${message ? `: ${message}` : ""})`);
    return countsFromStations(
      LABEL,
      data.map((pc) => ({ kind: "pc" as const, state: pcState(pc) })),
    );
  },
};
