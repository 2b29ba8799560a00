/**
 * The four sample projects offered by "Add Sample Projects + Blogs" (spec §2, §7). Images are drawn
 * by code: `pictures[0]` becomes the banner image and all pictures form the gallery.
 */
import type { ProjectCharge } from "#app/domain/costs/index.ts";
import type { ProjectInput } from "#app/domain/projects/project.ts";
import type { VisitPlan } from "#app/domain/visits/index.ts";
import type { SampleDrawing } from "#app/sample-content/painter/drawings.ts";
import type { SamplePlanKind } from "./sample-plans.ts";

export type SampleProject = Omit<ProjectInput, "bannerImage" | "images"> & {
  status: string;
  pictures: SampleDrawing[];
  /** How its layout plan is given (see sample-plans.ts): both ways are shown. */
  plan: SamplePlanKind;
  /** Where the site-visit car starts from: every sample project takes visits on weekends (`sampleVisitPlan`). */
  visitPickup: string;
  /** Issue "What it costs": its guideline value (rupees a sq.ft) and other charges, so every plot shows its cost. */
  costs: { guidelinePerSqft: number; charges: ProjectCharge[] };
};

/** The sample guideline values' day and source (the state's register for the layouts' survey numbers). */
export const sampleGuideline = {
  from: "2024-07-01",
  source:
    "Tamil Nadu Registration Department guideline value register for the layout's survey numbers (sample figure)",
};

/**
 * Issue "Site visits and bookings": Saturday and Sunday at 10:00, 12:00 and 15:00, eight visitors
 * each, from one pickup point.
 */
export function sampleVisitPlan(pickup: string): VisitPlan {
  const times = ["10:00", "12:00", "15:00"];
  return {
    slots: [6, 0].flatMap((weekday) => times.map((time) => ({ weekday, time, capacity: 8 }))),
    pickupPoints: [pickup],
  };
}

export const sampleProjects: SampleProject[] = [
  {
    name: "Green Meadows Oragadam",
    location: "Oragadam, near Sriperumbudur, Chennai",
    priceRange: "₹18 L - ₹42 L",
    plotSizes: "800 - 2400 sq.ft",
    reraNumber: "TN/01/Layout/0452/2024",
    reraDate: "2024-03-18",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-01-Layout-0452-2024",
    approvalNumber: "DTCP LP No. 112/2023",
    approvalYear: "2023",
    status: "Available",
    plan: "svg",
    visitPickup: "Tambaram Railway Station",
    costs: {
      // Below most plots' price; the largest plots (₹ 1,750 a sq.ft) pay duties on the guideline value.
      guidelinePerSqft: 1_800,
      charges: [
        { name: "EB connection", rupees: 25_000, per: "plot" },
        { name: "Water connection", rupees: 15_000, per: "plot" },
        { name: "Corpus fund", rupees: 30, per: "sqft" },
        { name: "Documentation", rupees: 10_000, per: "plot" },
      ],
    },
    totalPlots: 180,
    soldPlots: 96,
    description:
      "A DTCP approved gated layout just off the Vandalur - Wallajabad Road, in the heart of the Oragadam - Sriperumbudur industrial belt. Wide blacktop roads, a landscaped park with a pond and a walking track, and plots in a range of sizes make it suited both to building a home now and to holding land for the long term. Every plot comes with clear title documents and is ready for registration.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "Bank Loan Available",
      "40 Feet Road",
      "East Facing Plots",
      "Ready for Registration",
    ],
    amenities: [
      "Gated Community",
      "24/7 Security",
      "CCTV Surveillance",
      "Compound Wall",
      "Blacktop Roads",
      "Solar Street Lights",
      "Children's Play Area",
      "Rainwater Harvesting",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Vandalur - Wallajabad Road", distance: "1 km", type: "Main Road" },
      { name: "Padappai Bus Stand", distance: "6 km", type: "Bus Stand" },
      { name: "Schools and colleges at Padappai", distance: "6 km", type: "Education" },
      { name: "Sriperumbudur", distance: "14 km", type: "Main Road" },
      { name: "Tambaram Railway Station", distance: "24 km", type: "Railway Station" },
      { name: "Chennai International Airport", distance: "32 km", type: "Airport" },
    ],
    pictures: [
      { scene: "aerial", seed: 11 },
      { scene: "entrance", seed: 12, light: "morning" },
      { scene: "avenue", seed: 13, light: "morning" },
      { scene: "park", seed: 14, light: "morning" },
    ],
  },
  {
    name: "Kovai Hills Enclave",
    location: "Kovaipudur, Coimbatore",
    priceRange: "₹15 L - ₹36 L",
    plotSizes: "1000 - 2400 sq.ft",
    reraNumber: "TN/12/Layout/0388/2024",
    reraDate: "2024-08-02",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-12-Layout-0388-2024",
    approvalNumber: "DTCP LP No. 41/2024",
    approvalYear: "2024",
    status: "New Launch",
    plan: "image",
    visitPickup: "Gandhipuram Central Bus Stand, Coimbatore",
    costs: {
      guidelinePerSqft: 1_200,
      charges: [
        { name: "EB connection", rupees: 20_000, per: "plot" },
        { name: "Water connection", rupees: 10_000, per: "plot" },
        { name: "Documentation", rupees: 8_000, per: "plot" },
      ],
    },
    totalPlots: 120,
    soldPlots: 14,
    description:
      "A newly launched layout at the foot of the Western Ghats, with cool breezes and hill views from every street. Kovaipudur is a settled residential neighbourhood with schools, temples and daily needs close by, yet only a short drive from Ukkadam and the city centre. Early buyers can choose from the best east and north facing plots.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "Hill View Plots",
      "North Facing Plots",
      "Bank Loan Available",
    ],
    amenities: [
      "Gated Community",
      "24/7 Security",
      "Compound Wall",
      "Underground Drainage",
      "Overhead Water Tank",
      "Solar Street Lights",
      "Walking Track",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Kovaipudur Bus Terminus", distance: "2 km", type: "Bus Stand" },
      { name: "Palakkad Main Road", distance: "3 km", type: "Main Road" },
      { name: "Perur Pateeswarar Temple", distance: "5 km", type: "Temple" },
      { name: "Ukkadam Market", distance: "8 km", type: "Market" },
      { name: "Coimbatore Junction", distance: "10 km", type: "Railway Station" },
      { name: "Coimbatore International Airport", distance: "22 km", type: "Airport" },
    ],
    pictures: [
      { scene: "hillside", seed: 21 },
      { scene: "entrance", seed: 22, light: "golden" },
      { scene: "park", seed: 23, light: "golden" },
    ],
  },
  {
    name: "Sethu Garden City",
    location: "Madurai Road, Ramanathapuram",
    priceRange: "₹5 L - ₹14 L",
    plotSizes: "600 - 1800 sq.ft",
    reraNumber: "TN/19/Layout/0097/2023",
    reraDate: "2023-11-20",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-19-Layout-0097-2023",
    approvalNumber: "DTCP LP No. 218/2023",
    approvalYear: "2023",
    status: "Few Left",
    plan: "svg",
    visitPickup: "Ramanathapuram Bus Stand",
    costs: {
      // Plots under ₹ 10 L: a woman buyer pays the 1% registration fee.
      guidelinePerSqft: 700,
      charges: [
        { name: "EB connection", rupees: 15_000, per: "plot" },
        { name: "Documentation", rupees: 5_000, per: "plot" },
      ],
    },
    totalPlots: 150,
    soldPlots: 141,
    description:
      "Our home-town layout on the Madurai Road, 5 km from our head office in Ramanathapuram. Affordable plots with clear titles, laid roads and street lights, close to the railway station, the new bus stand and the Government Medical College Hospital. Only a handful of plots remain.",
    highlights: [
      "DTCP Approved",
      "Clear Title Property",
      "Bank Loan Available",
      "Vastu Compliant",
      "30 Feet Road",
      "Affordable Prices",
    ],
    amenities: [
      "Compound Wall",
      "Blacktop Roads",
      "Street Lights",
      "Overhead Water Tank",
      "Rainwater Harvesting",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Ramanathapuram New Bus Stand", distance: "3 km", type: "Bus Stand" },
      { name: "Ramanathapuram Railway Station", distance: "4 km", type: "Railway Station" },
      { name: "Government Medical College Hospital", distance: "5 km", type: "Hospital" },
      { name: "District Collectorate", distance: "5 km", type: "Government" },
      { name: "Ramanathaswamy Temple, Rameswaram", distance: "55 km", type: "Temple" },
    ],
    pictures: [
      { scene: "sunrise-plots", seed: 31 },
      { scene: "avenue", seed: 32 },
      { scene: "aerial", seed: 33 },
    ],
  },
  {
    name: "Silver Oak Residency",
    location: "Zuzuwadi, Hosur Road, Bangalore outskirts",
    priceRange: "₹12 L - ₹38.4 L",
    plotSizes: "600 - 2400 sq.ft",
    reraNumber: "TN/29/Layout/0215/2024",
    reraDate: "2024-05-09",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-29-Layout-0215-2024",
    approvalNumber: "DTCP LP No. 77/2023",
    approvalYear: "2023",
    status: "Sold Out",
    plan: "image",
    visitPickup: "Hosur Bus Stand",
    costs: {
      guidelinePerSqft: 1_400,
      charges: [
        { name: "EB connection", rupees: 25_000, per: "plot" },
        { name: "Corpus fund", rupees: 25, per: "sqft" },
        { name: "Documentation", rupees: 10_000, per: "plot" },
      ],
    },
    totalPlots: 90,
    soldPlots: 90,
    description:
      "A completed gated layout on the Tamil Nadu side of the Attibele border, within easy reach of Electronic City and the Hosur industrial area. All plots have been sold and many owners have already built their homes. Thank you to every family who made it home; ask us about our upcoming launches on the Bangalore outskirts.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "40 Feet Road",
      "Corner Plots",
      "Bank Loan Available",
      "Ready to Construct",
    ],
    amenities: [
      "Gated Community",
      "24/7 Security",
      "CCTV Surveillance",
      "Compound Wall",
      "Children's Play Area",
      "Underground Drainage",
      "Solar Street Lights",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Attibele", distance: "3 km", type: "Main Road" },
      { name: "Hosur Bus Stand", distance: "8 km", type: "Bus Stand" },
      { name: "Hosur Railway Station", distance: "9 km", type: "Railway Station" },
      { name: "Narayana Health City, Bommasandra", distance: "15 km", type: "Hospital" },
      { name: "Electronic City", distance: "20 km", type: "IT Hub" },
      { name: "Kempegowda International Airport", distance: "75 km", type: "Airport" },
    ],
    pictures: [
      { scene: "entrance", seed: 41, light: "dusk" },
      { scene: "aerial", seed: 42 },
      { scene: "avenue", seed: 43, light: "dusk" },
      { scene: "park", seed: 44, light: "dawn" },
    ],
  },
];
