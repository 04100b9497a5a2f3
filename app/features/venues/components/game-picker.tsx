import clsx from "clsx";
import { Search, X } from "lucide-react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";

import type { CatalogueGame } from "../venue-profile";
import { PROFILE_LIMITS } from "../venue-profile";
import { useFocusLater } from "./use-focus-later";

/** How many matches the list shows at once: typing narrows it. */
const SHOWN = 50;

/** Lower case without accents: "Pokémon" is found by "pokemon". */
function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Picked slugs from the field's comma-separated text, in the order chosen. */
export function pickedSlugs(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Games from the catalogue, found by name: a combobox (WAI-ARIA's list autocomplete) whose list
 * opens as one types or presses ↓; ↑ ↓ move, Enter picks, Escape closes. Picked games show as chips,
 * each with its own remove button, and a polite live region tells the count.
 */
export function GamePicker({
  catalogue,
  value,
  onChange,
  describedBy,
}: {
  catalogue: CatalogueGame[];
  /** The slugs, comma-separated (the `games` field). */
  value: string;
  onChange: (value: string) => void;
  /** The field's error, read with the search box. */
  describedBy?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const focusLater = useFocusLater();

  const picked = pickedSlugs(value);
  const pickedSet = new Set(picked);
  const names = useMemo(() => new Map(catalogue.map((game) => [game.slug, game.name])), [catalogue]);
  const keyed = useMemo(() => catalogue.map((game) => ({ game, key: searchKey(game.name) })), [catalogue]);
  const wanted = searchKey(query.trim());
  const matches = keyed.filter(({ game, key }) => !pickedSet.has(game.slug) && key.includes(wanted));
  const results = matches.slice(0, SHOWN).map(({ game }) => game);
  const full = picked.length >= PROFILE_LIMITS.games;
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  // Choosing closes the list (↓ opens it again): an open list would be left over the form.
  function pick(game: CatalogueGame) {
    if (full) return;
    onChange([...picked, game.slug].join(","));
    setQuery("");
    setOpen(false);
    setActive(-1);
  }

  function remove(slug: string) {
    onChange(picked.filter((other) => other !== slug).join(","));
    // After the render: the box may have been disabled while the list was full.
    focusLater(`${id}-search`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const down = event.key === "ArrowDown";
      setActive((current) => (down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === "Enter") {
      // Enter in the search box picks; it never sends the form.
      event.preventDefault();
      const game = expanded ? results[active] : undefined;
      if (game) pick(game);
    } else if (event.key === "Escape" && (open || query)) {
      event.preventDefault();
      if (open) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  }

  const count = picked.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-200">
          Search the game catalogue
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-slate-400" />
          <input
            id={`${id}-search`}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={clsx(`${id}-results`, describedBy) || undefined}
            placeholder="Type a game's name"
            disabled={full}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className="min-h-11 w-full rounded-lg border border-surface-600 bg-surface-950/80 py-2 pr-3.5 pl-10 text-base text-white placeholder:text-slate-400 hover:border-slate-500 focus:border-accent-400 disabled:opacity-60"
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Matching games"
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-surface-600 bg-surface-900 py-1 shadow-xl shadow-black/40"
          >
            {results.map((game, index) => (
              // The keyboard works from the search box (aria-activedescendant): options never take the
              // focus. A press keeps the focus there, and the click picks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={game.slug}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(game)}
                onMouseMove={() => setActive(index)}
                className={clsx(
                  "cursor-pointer px-3.5 py-2.5 text-base text-slate-100",
                  index === active && "bg-accent-400/20 text-white",
                )}
              >
                {game.name}
              </li>
            ))}
          </ul>
        </div>
        {/* Always in the layout: were it to appear and go with the list, the form below would move
            when the search box loses the focus, between a click's press and its release. */}
        <p id={`${id}-results`} role="status" className="text-sm text-slate-400">
          {resultsText(open, query, matches.length, results.length, full)}
        </p>
      </div>

      <p aria-live="polite" className="text-sm font-medium text-slate-200">
        {count === 0 ? "No games chosen yet." : `${count} ${count === 1 ? "game" : "games"} chosen`}
      </p>
      {count > 0 ? (
        <ul aria-label="Chosen games" className="flex flex-wrap gap-2">
          {picked.map((slug) => {
            const name = names.get(slug) ?? slug;
            return (
              <li
                key={slug}
                className="inline-flex items-center gap-1 rounded-full border border-surface-600 bg-surface-800 py-1 pr-1 pl-3 text-sm text-slate-100"
              >
                {name}
                <button
                  type="button"
                  onClick={() => remove(slug)}
                  className="inline-flex size-8 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">Remove {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function resultsText(open: boolean, query: string, found: number, shown: number, full: boolean): string {
  if (full) return `You have chosen ${PROFILE_LIMITS.games} games, the most a center can list.`;
  if (!open) return "Type to find a game, or press the down arrow to browse.";
  if (found === 0) return query.trim() ? `No other game in the catalogue matches “${query.trim()}”.` : "";
  const what = `${found} ${found === 1 ? "game" : "games"} found`;
  return shown < found ? `${what}, the first ${shown} shown: type more to narrow the list.` : `${what}.`;
}
