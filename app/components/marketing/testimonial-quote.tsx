import { Quote } from "lucide-react";

/** A quote from a customer, with who said it. */
export function TestimonialQuote({ quote, attribution }: { quote: string; attribution: string }) {
  return (
    <figure className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl border border-glow-400/30 bg-surface-900/90 px-6 py-10 shadow-2xl shadow-glow-500/10 sm:px-12 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -left-20 size-64 rounded-full bg-glow-500/20 blur-3xl"
      />
      <Quote aria-hidden="true" className="relative size-10 text-glow-300" />
      <blockquote className="relative mt-6 font-display text-xl leading-relaxed text-pretty text-white sm:text-2xl">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="relative mt-6 text-base font-semibold text-accent-200">— {attribution}</figcaption>
    </figure>
  );
}
