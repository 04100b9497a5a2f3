/**
 * The push API's examples, one place for the owner's page and the README: a single curl call and
 * two scripts a venue can leave running. Kept as data so a test can run what the page shows.
 */
import { MIN_REPORT_SECONDS } from "./station-limits";

export const MIN_REPORT_SECONDS_TEXT = `A center takes one report every ${MIN_REPORT_SECONDS} seconds.`;

export type PushExample = { title: string; about: string; code: string };

export function pushExamples(pushUrl: string, token: string): PushExample[] {
  return [
    {
      title: "One report with curl",
      about: "Counts for the whole venue; byKind is optional (pc, console, vr).",
      code: [
        `curl -X POST ${pushUrl} \\`,
        `  -H "Authorization: Bearer ${token}" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -d '{"total": 40, "free": 12, "byKind": {"pc": {"total": 36, "free": 10}, "console": {"total": 4, "free": 2}}}'`,
      ].join("\n"),
    },
    {
      title: "Every minute from Windows (PowerShell)",
      about:
        "Put your own count where it says so (your venue software's export, or a list of machines), then leave it running.",
      code: [
        `$token = "${token}"`,
        `while ($true) {`,
        `  # Your count here: how many PCs you have, and how many nobody is using.`,
        `  $total = 40; $free = 12`,
        `  $body = @{ total = $total; free = $free } | ConvertTo-Json`,
        `  try {`,
        `    Invoke-RestMethod -Method Post -Uri "${pushUrl}" -Headers @{ Authorization = "Bearer $token" } -ContentType "application/json" -Body $body | Out-Null`,
        `  } catch { Write-Warning $_ }`,
        `  Start-Sleep -Seconds 60`,
        `}`,
      ].join("\n"),
    },
    {
      title: "Every minute from Linux or macOS (shell)",
      about: "One state per station works too: free, in-use or offline.",
      code: [
        `TOKEN="${token}"`,
        `while true; do`,
        `  curl -fsS -X POST ${pushUrl} \\`,
        `    -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\`,
        `    -d '{"stations": [{"id": "PC-01", "state": "free"}, {"id": "PC-02", "state": "in-use"}]}' > /dev/null`,
        `  sleep 60`,
        `done`,
      ].join("\n"),
    },
  ];
}
