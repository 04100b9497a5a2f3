import { Crown, Trophy, Wifi } from "lucide-react";
import { VENUE_PAGE_CARDS, pitch, quickFacts, type VenuePage } from "~/content/venue-pages";

/** /lthotels: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.lthotels,
  title: "Gaming your hotel guests will remember",
  description:
    "Steam PC Cafe for hotels: Connect, Premium and Game Arena options, vendor partnerships, a licensed game library and guests on their own Steam accounts.",
  intro:
    "Turn gaming into an amenity. Whether you start with a few stations or build a full arena, guests sign in with their own Steam accounts and play from a large licensed library.",
  venueNoun: "hotel",
  highlights: quickFacts,
  sections: [
    {
      kind: "options",
      id: "options",
      eyebrow: "Options",
      title: "Three ways to bring gaming to your hotel",
      text: "Start where your property is today and grow from there. We'll help you choose on a short call.",
      options: [
        {
          icon: Wifi,
          name: "Connect",
          text: "The simple start: connect gaming stations in a lounge or business area to the Steam PC Cafe library.",
          points: [
            "The licensed game library on every station",
            "Guests sign in with their own Steam accounts",
            "Installed in under 30 minutes",
          ],
        },
        {
          icon: Crown,
          name: "Premium",
          text: "Gaming as a premium amenity for the guests who want more from their stay.",
          points: [
            "Everything in Connect",
            "Content controls for family-friendly spaces",
            "Game caching to spare the hotel's connection",
          ],
        },
        {
          icon: Trophy,
          name: "Game Arena",
          text: "A dedicated gaming room for guests, groups and events, run like a LAN center.",
          points: [
            "Everything in Premium",
            "Game showcases and events for guests",
            "A featured listing in the LAN Centers directory",
          ],
        },
      ],
    },
    {
      kind: "text",
      id: "vendor-partnerships",
      eyebrow: "Vendor partnerships",
      title: "Works with the partners you already have",
      paragraphs: [
        "We work with hardware and venue vendors so gaming fits into your property instead of around it. Tell us who supplies your stations, network or guest services, and we'll plan the setup with them.",
        "Are you a vendor serving hotels? Talk to us about partnering to offer Steam PC Cafe to your clients.",
      ],
    },
    {
      kind: "features",
      id: "why-hotels",
      eyebrow: "For hotels",
      title: "Why hotels choose Steam PC Cafe",
      features: [pitch.library, pitch.ownAccounts, pitch.newTitles, pitch.caching],
    },
  ],
  signUpTo: "/registration-choice",
};
