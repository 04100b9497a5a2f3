/**
 * Where the site's own media live (served from public/media/). All of it was made for this site:
 * the logo and the venue illustration are hand-written SVG; the background clip is rendered with
 * ffmpeg (soft "bokeh" lights drifting over cyan and violet washes, periodic in 20 s so it loops
 * without a seam, blurred and darkened before encoding, 640x360, 24 fps, no audio).
 * Replace a file here and the whole site follows.
 */
export const media = {
  logo: "/media/logo.svg",

  backgroundVideo: {
    /** VP9: the smaller file, picked first by browsers that play it. */
    webm: "/media/background.webm",
    /** H.264 with the index up front (+faststart), for Safari and older browsers. */
    mp4: "/media/background.mp4",
    /** The first frame: shown before the clip plays, and instead of it under reduced motion. */
    poster: "/media/background-poster.webp",
  },

  fallbackImages: {
    /** For a venue that has not uploaded a picture. */
    venue: "/media/venue-fallback.svg",
  },
} as const;
