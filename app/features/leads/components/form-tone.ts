/**
 * The join pages' form sits on a dark translucent card, or on a white panel (the `white-panel`
 * variant). Each tone's colours keep at least 4.5:1 contrast on its own background.
 */
export type FormTone = "dark" | "light";

export const TONE_CLASSES = {
  dark: {
    panel: "border-surface-700/80 bg-surface-900/90 text-slate-100 shadow-black/40",
    heading: "text-white",
    text: "text-slate-300",
    label: "text-slate-200",
    required: "text-accent-300",
    hint: "text-slate-300",
    error: "text-rose-300",
    control:
      "bg-surface-950/80 text-white placeholder:text-slate-400 border-surface-600 hover:border-slate-500 focus:border-accent-400",
    invalid: "border-rose-400",
    link: "text-accent-300 hover:text-accent-200",
    alert: "border-rose-400/50 bg-rose-950/70 text-rose-100",
  },
  light: {
    // The site's cyan focus ring is too faint on white: a darker one inside this panel.
    panel: "border-white/80 bg-white text-slate-900 shadow-black/50 [&_:focus-visible]:outline-cyan-700",
    heading: "text-slate-900",
    text: "text-slate-700",
    label: "text-slate-800",
    required: "text-cyan-800",
    hint: "text-slate-600",
    error: "text-rose-700",
    control:
      "bg-white text-slate-900 placeholder:text-slate-500 border-slate-300 hover:border-slate-400 focus:border-cyan-700 focus-visible:outline-cyan-700",
    invalid: "border-rose-600",
    link: "text-cyan-800 hover:text-cyan-900",
    alert: "border-rose-300 bg-rose-50 text-rose-800",
  },
} as const satisfies Record<FormTone, Record<string, string>>;
