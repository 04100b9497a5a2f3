import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** Reads one frame of the video: the browser's detector where it has one that reads QR codes, else jsQR. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The widest frame handed to jsQR: a phone's camera gives far more than a QR code needs. */
const DECODE_WIDTH = 640;
/** How long the same code is not read again: someone held in front of the camera is one check-in. */
const REPEAT_MS = 4000;
const FRAME_GAP_MS = 120;

async function frameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Only a browser without a detector loads the decoder.
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "The camera is not allowed. Allow it for this site in the browser's settings, or type the code below.";
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return "No camera was found on this device. Type the code below, or search by name.";
  if (name === "NotReadableError") return "The camera is in use by another app. Close it and try again.";
  return "The camera could not be started. Type the code below, or search by name.";
}

/**
 * The camera's picture, read for QR codes until it is closed: the rear camera where there is one.
 * Each code read is handed to `onCode` once (again only after a pause). The camera is stopped when
 * the scanner closes, and when the page is left.
 */
export function DoorScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: number | undefined;
    const lastRead = { code: "", at: 0 };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(
          "This browser cannot use the camera here (it needs a secure https connection). Type the code below.",
        );
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stream.getTracks().forEach((track) => track.stop());
      video.srcObject = stream;
      await video.play().catch(() => {});
      const read = await frameReader();
      setReady(true);
      const tick = async () => {
        if (stopped) return;
        const code = await read(video).catch(() => null);
        const now = Date.now();
        if (code && (code !== lastRead.code || now - lastRead.at > REPEAT_MS)) {
          lastRead.code = code;
          lastRead.at = now;
          onCodeRef.current(code);
        } else if (code) {
          lastRead.at = now;
        }
        timer = window.setTimeout(() => void tick(), FRAME_GAP_MS);
      };
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl border border-surface-600 bg-black">
        {/* The camera's picture has no sound and nothing to caption. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera picture: hold a ticket's QR code in the frame"
          className="aspect-square w-full object-cover sm:aspect-video"
        />
        {ready ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-accent-400/80"
          />
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-300">
        {problem ?? (ready ? "Hold a ticket's QR code in the frame." : "Starting the camera…")}
      </p>
      <Button variant="secondary" onClick={onClose} className="min-h-11">
        Stop camera
      </Button>
    </div>
  );
}
