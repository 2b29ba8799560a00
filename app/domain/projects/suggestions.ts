import { entryKey } from "#app/lib/entries.ts";
import type { nearbyPlaceTypes } from "./project.ts";

/**
 * Spec §3 "Lists of allowed or suggested values" for projects: what the chip inputs and the
 * quick-add list offer. The spec names some items of each list; the rest complete them for
 * plotted developments in Tamil Nadu and Karnataka.
 */

export const amenitySuggestions = [
  "24/7 Security",
  "Gated Community",
  "Swimming Pool",
  "Gym",
  "Clubhouse",
  "CCTV Surveillance",
  "Rainwater Harvesting",
  "Solar Street Lights",
  "Compound Wall",
  "Children's Play Area",
  "Landscaped Park",
  "Jogging Track",
  "Blacktop Roads",
  "Underground Drainage",
  "Underground Electricity Cables",
  "Overhead Water Tank",
  "Borewell Water Supply",
  "Avenue Trees",
  "Grand Entrance Arch",
  "Senior Citizens' Seating",
  "Yoga and Meditation Deck",
  "Community Hall",
  "Layout Temple",
  "Power Backup",
  "Sewage Treatment Plant",
  "Visitor Parking",
  "Badminton Court",
  "Cricket Practice Net",
  "Storm Water Drains",
  "Street Name Boards",
] as const;

export const highlightSuggestions = [
  "DTCP Approved",
  "RERA Registered",
  "Clear Title Property",
  "Bank Loan Available",
  "Vastu Compliant",
  "East Facing Plots",
  "North Facing Plots",
  "40 Feet Road",
  "60 Feet Road",
  "CMDA Approved",
  "Individual Patta",
  "Ready for Registration",
  "Immediate Construction",
  "30 Feet Road",
  "Corner Plots Available",
  "Near National Highway",
  "Near IT Corridor",
  "Near Railway Station",
  "Close to Schools",
  "Close to Hospitals",
  "Fully Developed Layout",
  "EB Connection Available",
  "Water Connection Available",
  "Easy EMI Options",
  "Spot Registration",
  "Free Site Visit",
  "High Appreciation Potential",
  "Residential Zone",
  "Encumbrance Certificate Available",
  "Peaceful Surroundings",
] as const;

export interface CommonPlace {
  name: string;
  type: (typeof nearbyPlaceTypes)[number];
}

/** Spec §3 quick-add: 20 places most layouts are near; the editor asks for the distance. */
export const commonPlaces: readonly CommonPlace[] = [
  { name: "IT Park", type: "IT Hub" },
  { name: "Software Technology Park", type: "IT Hub" },
  { name: "SIPCOT Industrial Estate", type: "IT Hub" },
  { name: "Government Hospital", type: "Hospital" },
  { name: "Multi-Speciality Hospital", type: "Hospital" },
  { name: "Primary Health Centre", type: "Healthcare" },
  { name: "CBSE School", type: "School" },
  { name: "Government Higher Secondary School", type: "School" },
  { name: "Engineering College", type: "College" },
  { name: "Arts and Science College", type: "College" },
  { name: "Shopping Mall", type: "Mall" },
  { name: "Supermarket", type: "Shopping" },
  { name: "Weekly Market", type: "Market" },
  { name: "International Airport", type: "Airport" },
  { name: "Railway Station", type: "Railway Station" },
  { name: "Metro Station", type: "Metro Station" },
  { name: "Bus Stand", type: "Bus Stand" },
  { name: "National Highway", type: "Main Road" },
  { name: "State Highway", type: "Main Road" },
  { name: "Outer Ring Road", type: "Main Road" },
];

/** Spec §9: the quick-add list shows at most this many places. */
export const quickAddLimit = 8;

/** Spec §5/§9: the common places not yet added (by name, any case), at most eight. */
export function quickAddPlaces(added: readonly { name: string }[]): CommonPlace[] {
  const taken = new Set(added.map((p) => entryKey(p.name)));
  return commonPlaces.filter((p) => !taken.has(entryKey(p.name))).slice(0, quickAddLimit);
}
