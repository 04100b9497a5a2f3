/** What the dashboard's center cards say of each center's live PCs (the owner's own centers). */

/** A center's line: its free PCs now, or what stops them (the venue software refusing, not answering). */
export type CenterLiveNote = { text: string; free: number | null; problem: boolean };

/** By center id; a center with neither numbers nor a problem is left out. */
export type CentersLive = Record<string, CenterLiveNote>;
