import type { FaqCategory } from "../schema/values";

/**
 * The starter questions of /faq, loaded once into a new database (db/seed-starter-content.ts);
 * from then on administrators keep them at /admin/content. The answers promise only what the
 * product states; where the answer depends on a venue (VR, reporting), they say to ask the team.
 */

export type StarterFaqItem = { category: FaqCategory; question: string; answer: string };

export const STARTER_FAQ: StarterFaqItem[] = [
  {
    category: "events",
    question: "Can I run the games on multiple stations at once, for example at a LAN party?",
    answer:
      "Yes. The library is made for venues with many stations: each game downloads once to your venue's local content cache and installs on every station from there, which saves bandwidth on busy event days. How many stations can play a game at the same time depends on your licence count.",
  },
  {
    category: "membership",
    question: "How many licences come with my subscription?",
    answer:
      "Each venue has its own monthly subscription and its own licence count. Tell us how many stations you run when you join and we will set your venue up to match, and adjust it as you grow.",
  },
  {
    category: "business",
    question: "How do I start a LAN center with you?",
    answer:
      "Create an account, register your LAN center and choose a monthly plan for it: the Verified Listing puts you on the map and in the directory, and the LAN Center Subscription adds the Steam PC Cafe game library, game showcases and the community chat group. Installation takes under 30 minutes, and you can schedule a meeting with our team first if you would like to talk it through.",
  },
  {
    category: "business",
    question: "How many licences does an average center use?",
    answer:
      "It depends on the venue: a coffee shop may run a handful of stations, a game arena or a college esports room many more. Rather than plan around an average, write to us with the number of stations you have and we will suggest a starting point for your venue.",
  },
  {
    category: "general",
    question: "Is Call of Duty available?",
    answer:
      "No. Call of Duty is not offered in the library. New titles are added bi-weekly, so check the Games page for what your players can play today.",
  },
  {
    category: "technical",
    question: "What hardware do I need?",
    answer:
      "A standard LAN with PCs, Macs or Steam Deck. Each game runs on the systems its Steam store page lists, so a venue of Windows PCs gets the widest choice. A local content cache on your network saves bandwidth, and our team helps you set it up.",
  },
  {
    category: "technical",
    question: "Do you support VR games?",
    answer:
      "Which VR titles can be offered depends on each game's licence and on your headsets, so we answer it venue by venue. Write to us with the headsets you use and the games you have in mind, and we will tell you what is possible today.",
  },
  {
    category: "membership",
    question: "Do you provide usage analytics?",
    answer:
      "Tell us what you would like to measure, such as the most played games or busy hours, and we will show you what reporting is available for your venue today. Contact us and our team will walk you through it.",
  },
  {
    category: "general",
    question: "Do I need a separate Steam account for each station?",
    answer:
      "No. Players sign in with their own Steam accounts, so they keep their friends, progress and achievements, and you do not need to buy or manage an account for each station.",
  },
];
